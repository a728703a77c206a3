import type { TestProject } from 'vitest/node';
import { type RunningSystem, startSystem } from './support/system';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let system: RunningSystem | undefined;

/** One running system for the whole end-to-end run. */
export async function setup(project: TestProject) {
  system = await startSystem();
  project.provide('baseUrl', system.url);
  project.provide('dataDir', system.dataDir);
}

export async function teardown() {
  await system?.stop();
}
