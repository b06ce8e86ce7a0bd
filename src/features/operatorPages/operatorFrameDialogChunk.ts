/** The frame dialog's code, loaded the first time a frame opens (lazyOperatorFrameDialog.ts). */
export { OperatorFrameDialog } from './OperatorFrameDialog';
