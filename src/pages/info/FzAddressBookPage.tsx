import { ServiceHotline } from '../../ui/ServiceHotline';
import { ServerArticle } from './ServerArticle';

/** /fzAddressBook: the server article page-fzAddressBook (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function FzAddressBookPage() {
  // The hotline comes from the app's one setting (src/app/brokerage.ts), not the article text.
  return (
    <>
      <ServerArticle articleId="page-fzAddressBook" testId="fz-address-book" />
      <ServiceHotline />
    </>
  );
}
