import { mount } from 'svelte';
import '@fontsource-variable/inter';
import './styles/app.css';
import App from './App.svelte';
import { app } from './lib/app.svelte.ts';
import { installLastResort } from './lib/last-resort.ts';

// Before anything else runs: whatever nothing else catches is logged and told, never left silent.
installLastResort(window, () => app.tellUnexpected());

const target = document.getElementById('app');
if (!target) throw new Error('#app is missing from index.html');
export default mount(App, { target });
