export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { DEFAULT_MAX_IMAGES, uploadMessageId } from './pickerRules';
export { type UploadedImage, UploadFailure, type UploadPurpose, uploadImage, UPLOAD_MAX_BYTES, UPLOAD_TIMEOUT_MS } from './uploadImage';
