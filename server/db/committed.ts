/**
 * Throws unless COMMIT was answered as a commit. PostgreSQL answers the COMMIT of a transaction in
 * which a statement failed (its error caught by the caller) with ROLLBACK, and no error: without
 * this check the transaction's caller would take its writes as stored. Both database adapters call it.
 */
export function assertCommitted(commandTag: string): void {
  if (commandTag !== 'COMMIT')
    throw new Error(`the transaction was not committed (${commandTag}): a statement in it had failed`);
}
