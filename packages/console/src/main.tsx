/** The console's entry: mounts the app into the page. */
import { render } from 'preact';
import { App } from './app.js';

render(<App />, document.getElementById('app')!);
