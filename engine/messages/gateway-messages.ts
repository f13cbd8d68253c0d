/**
 * The gateway's own messages (its answers' texts, the SMS, its sandbox pages) in both languages,
 * added to the catalogues when this module is evaluated: the gateway imports it at start, and so do
 * the tests. The storefront does not: it shows the text an answer carries, never a gateway key.
 */
import { catalogues } from './registry';
// Every zh-CN section: the gateway and the tests format storefront keys too, from any module.
import './zh-CN';
import { enUS } from './english';
import { gateway as zhGateway } from './zh-CN/gateway';
import { gateway as enGateway } from './en-US/gateway';

Object.assign(catalogues['zh-CN'], zhGateway);
Object.assign(enUS, enGateway);
