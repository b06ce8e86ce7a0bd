import { version } from '../../package.json';

/** The SDK's release, reported to hosts so they can log which build they run. */
export const SDK_VERSION: string = version;
