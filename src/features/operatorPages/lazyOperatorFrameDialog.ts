/**
 * The operator frame dialog, loaded on demand: most visits never open it, and the first
 * odds need none of it (issue 19).
 */
import { lazyModule } from '../../ui/lazyModule';

const frameDialog = lazyModule(() => import('./operatorFrameDialogChunk'));

export const OperatorFrameDialog = frameDialog.component((module) => module.OperatorFrameDialog);
export const preloadOperatorFrameDialog = frameDialog.preload;
