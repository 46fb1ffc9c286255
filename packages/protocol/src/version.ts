/**
 * @module protocol/version
 * Versions shared by gateway and agent. Imports nothing of ours.
 */

/** Calendar release (YY.Mdd.Build) reported by the gateway as `version` and by the agent as `linkVersion`. */
export const RELEASE_VERSION = '26.1121.1';

/**
 * Version of the gateway⇄agent WebSocket protocol. The agent sends it in its hello; the gateway
 * accepts every version in SUPPORTED_PROTOCOL_VERSIONS and closes others with CLOSE_CODES.protocolUnsupported.
 * Its welcome names the version the session speaks (the lower of the two).
 * 2: the gateway acknowledges terminal reports (`job:ack`) and the agent resends unacknowledged ones.
 * 3: a `job:completed` carrying an inline result may travel as a binary frame (./wire.ts, encodeAgentMessage).
 * 4: result pages and large inline results travel compressed (./page-encoding.ts).
 */
export const PROTOCOL_VERSION = 4;
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [1, 2, 3, 4];
/** The first protocol version in which the gateway sends `job:ack`. */
export const ACK_PROTOCOL_VERSION = 2;
/** The first protocol version in which the agent may send an inline result as a binary frame. */
export const BINARY_RESULT_PROTOCOL_VERSION = 3;

/** Matches a calendar version such as 22.1219 or 26.1121.1. */
export const CALENDAR_VERSION_PATTERN = /^\d{2}\.\d{3,4}(\.\d+)?$/;
