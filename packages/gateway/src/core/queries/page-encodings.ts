/**
 * @module core/queries/page-encodings
 * The content encodings of result pages this gateway takes from agents (it must be able to decode them).
 */
export { DECODABLE_PAGE_ENCODINGS } from '../../store/page-content/page-decoding.js';
