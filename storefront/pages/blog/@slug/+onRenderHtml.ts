export { onRenderHtml } from '../../../src/islands/render-html';
