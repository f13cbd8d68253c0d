/**
 * Every catalogue (with the gateway's and the scripts' own messages) is loaded in the tests, as in the gateway: the storefront loads en-US on demand
 * (engine/messages/index.ts), and a test that formats English must not depend on who loaded it first.
 */
import '../../engine/messages/gateway-messages';
import '../../engine/messages/tooling-messages';
