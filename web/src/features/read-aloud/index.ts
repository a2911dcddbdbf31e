/** Reading a story aloud with the browser's voices. */
export { ReadAloud } from './ReadAloud';
