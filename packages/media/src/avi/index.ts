export { AVIIF_KEYFRAME, createAviWriter, type AviWriter, type AviWriterOptions } from "./avi-writer.js";
