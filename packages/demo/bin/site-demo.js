#!/usr/bin/env node
// The command as npm links it: this launcher exists before a build does, and its first line is where node flags go.
import '../dist/bin/demo.js';
