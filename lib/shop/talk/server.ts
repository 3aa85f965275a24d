export { visitorReactions } from './embedded/store';
export { embeddedReviews } from './embedded/talk';
export { moveUploadFilesIntoDatabase } from './embedded/upload-files';
export { remoteReviews } from './remote';
export { encodeImage, saveUpload } from './uploads';
export { newVisitorId, readVisitor, readVisitorCookie, visitorCookie } from './visitor';
