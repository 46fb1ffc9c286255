#!/usr/bin/env -S MALLOC_ARENA_MAX=2 node --max-semi-space-size=2 --heap-growing-percent=50
// The command as npm links it: this launcher exists before a build does, and its first line is where node flags go.
import '../dist/bin/agent.js';
