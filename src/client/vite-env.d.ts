/// <reference types="vite-plugin-pwa/vanillajs" />

/** The qrcode package's encoder (its entry adds renderers the trips page does not use). */
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
