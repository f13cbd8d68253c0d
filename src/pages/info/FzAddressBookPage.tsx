import { InfoArticle } from './InfoArticle';

/** FzAddressBook: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function FzAddressBookPage() {
  return <InfoArticle testId="fz-address-book" paragraphs={['shell.info.addressBook.1', 'shell.info.addressBook.2']} />;
}
