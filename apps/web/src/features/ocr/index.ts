export { UploadModal } from './components/upload-modal';
export { canUseCamera } from './model/photo-rules';
