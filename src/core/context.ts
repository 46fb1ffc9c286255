/**
 * @module core/context
 * Everything the gateway's core needs, built once by the composition root and passed explicitly.
 */
import type { GatewayConfig } from '../config/gateway-config.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/db.js';
import type { AgentHub } from './agent-hub.js';
import type { Clock } from './clock.js';
import type { QueryDispatcher } from './dispatcher.js';
import type { PresenceRecorder } from './presence.js';
import type { TokenService } from './tokens.js';

export interface GatewayContext {
  readonly config: GatewayConfig;
  readonly store: Store;
  readonly clock: Clock;
  readonly log: Logger;
  readonly presence: PresenceRecorder;
  readonly agents: AgentHub;
  readonly tokens: TokenService;
  readonly dispatcher: QueryDispatcher;
}
