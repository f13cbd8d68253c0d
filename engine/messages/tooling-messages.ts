/**
 * The operators' scripts' messages (npm run diff:products) in both languages, added to the
 * catalogues when this module is evaluated: the scripts import it, and so do the tests. The
 * storefront never shows them.
 */
import { catalogues } from './registry';
// Every zh-CN section: the scripts format storefront keys too, from any module.
import './zh-CN';
import { enUS } from './english';
import { releaseDiff as zhReleaseDiff } from './zh-CN/release-diff';
import { releaseDiff as enReleaseDiff } from './en-US/release-diff';

Object.assign(catalogues['zh-CN'], zhReleaseDiff);
Object.assign(enUS, enReleaseDiff);
