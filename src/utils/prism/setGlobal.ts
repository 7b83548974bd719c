// Prism's language files extend the Prism on globalThis: point it at prism-react-renderer's instance while they load.
import {Prism} from 'prism-react-renderer';

(globalThis as {Prism?: unknown}).Prism = Prism;
