/**
 * True when loading a document failed because its server refused the link itself (HTTP 401, 403
 * or 410): a short-lived e-policy or contract link that has expired or is not the viewer's. Trying
 * the same link again cannot help; opening it afresh from its page can. pdf.js reports the HTTP
 * status on its ResponseException.
 */
export function linkRefused(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 401 || status === 403 || status === 410;
}
