// hls.js ships no types for its light build ('hls.js/light': the same player without subtitles, alternate audio,
// DRM or CMCD, a third smaller), whose API is the full build's for all the gallery uses.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
