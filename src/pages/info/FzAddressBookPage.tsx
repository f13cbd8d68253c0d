import { ServerArticle } from './ServerArticle';

/** /fzAddressBook: the server article page-fzAddressBook (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function FzAddressBookPage() {
  return <ServerArticle articleId="page-fzAddressBook" testId="fz-address-book" />;
}
