// React Router 7 needs the encoding APIs, which jsdom leaves out.
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {};
