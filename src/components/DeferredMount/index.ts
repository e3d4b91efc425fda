export { DeferredMount } from './DeferredMount';
