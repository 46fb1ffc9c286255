/**
 * @module agent/scripts/stage-agent-package
 * Lays out the agent as a clinic installs it, in a staging folder that `npm pack` turns into one tarball:
 * the agent's built files, and the workspace packages it imports (protocol, sqlite) copied into its
 * node_modules and listed in `bundleDependencies`, so they travel inside the tarball.
 *
 * Why a staging copy: in a workspace, npm links those packages from the root's node_modules, and `npm pack`
 * of the agent leaves bundled workspace links out (the tarball then names dependencies no registry has).
 * Their own registry dependencies (typebox, better-sqlite3) are added to the staged agent's, so npm
 * installs them at the top of the clinic's tree, where the bundled copies find them. A registry dependency
 * the repository patches (a file in patches/, applied by patch-package after every install) is bundled as
 * installed here, so the clinic runs the fixed copy rather than the registry's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The scope of this repository's own packages: none of them is published, so each is bundled. */
export const INTERNAL_SCOPE = '@site-query-gateway/';

type Dependencies = Record<string, string>;

interface Manifest {
  name: string;
  version: string;
  files?: string[];
  exports?: unknown;
  dependencies?: Dependencies;
  optionalDependencies?: Dependencies;
  bundleDependencies?: string[];
  [field: string]: unknown;
}

export interface WorkspacePackage {
  dir: string;
  manifest: Manifest;
}

export class StagingError extends Error {
  override name = 'StagingError';
}

function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Every workspace package of the repository, by name. */
export function workspacePackages(repoRoot: string): Map<string, WorkspacePackage> {
  const root = readManifest(repoRoot) as Manifest & { workspaces?: string[] };
  const packages = new Map<string, WorkspacePackage>();
  for (const workspace of root.workspaces ?? []) {
    const dir = path.join(repoRoot, workspace);
    const manifest = readManifest(dir);
    packages.set(manifest.name, { dir, manifest });
  }
  return packages;
}

/** The files `npm pack` would put in a package's tarball (its `files` field applied by npm itself). */
export function packedFiles(dir: string): string[] {
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new StagingError(`npm pack --dry-run failed in ${dir}:\n${result.stderr}`);
  const [packed] = JSON.parse(result.stdout) as { files: { path: string }[] }[];
  return (packed?.files ?? []).map((file) => file.path);
}

/** A package's internal dependencies, and theirs, in the order they are first met. */
export function internalClosure(name: string, packages: Map<string, WorkspacePackage>, seen = new Set<string>()): string[] {
  for (const dependency of Object.keys(packages.get(name)?.manifest.dependencies ?? {})) {
    if (!dependency.startsWith(INTERNAL_SCOPE) || seen.has(dependency)) continue;
    if (!packages.has(dependency)) throw new StagingError(`${name} depends on ${dependency}, which is not a workspace package`);
    seen.add(dependency);
    internalClosure(dependency, packages, seen);
  }
  return [...seen];
}

/** Adds `from` to `into`; the same name with two different ranges is an error (the bundle could not satisfy both). */
function mergeDependencies(into: Dependencies, from: Dependencies | undefined, owner: string): void {
  for (const [name, range] of Object.entries(from ?? {})) {
    if (name.startsWith(INTERNAL_SCOPE)) continue;
    const existing = into[name];
    if (existing !== undefined && existing !== range) {
      throw new StagingError(`${owner} wants ${name}@${range} but the agent bundle already has ${name}@${existing}: align the ranges`);
    }
    into[name] = range;
  }
}

/**
 * An `exports` map without the `source` condition: it points at TypeScript sources that only the
 * repository's tests and type checks read, and which are not in the tarball.
 */
export function withoutSourceCondition(exports: unknown): unknown {
  if (Array.isArray(exports)) return exports.map(withoutSourceCondition);
  if (exports === null || typeof exports !== 'object') return exports;
  return Object.fromEntries(
    Object.entries(exports as Record<string, unknown>)
      .filter(([condition]) => condition !== 'source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** The staged agent's package.json: its internal dependencies bundled, theirs from the registry. */
export function stagedAgentManifest(agent: Manifest, bundled: Manifest[], extraFiles: string[]): Manifest {
  const dependencies: Dependencies = {};
  const optionalDependencies: Dependencies = {};
  mergeDependencies(dependencies, agent.dependencies, agent.name);
  mergeDependencies(optionalDependencies, agent.optionalDependencies, agent.name);
  for (const manifest of bundled) {
    mergeDependencies(dependencies, manifest.dependencies, manifest.name);
    mergeDependencies(optionalDependencies, manifest.optionalDependencies, manifest.name);
    // An internal package must be bundled at the exact version the agent was built with.
    dependencies[manifest.name] = manifest.version;
  }
  const sorted = (deps: Dependencies): Dependencies => Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  const { devDependencies: _dev, scripts: _scripts, ...kept } = agent;
  return {
    ...kept,
    exports: withoutSourceCondition(agent.exports),
    files: [...(agent.files ?? []), ...extraFiles],
    dependencies: sorted(dependencies),
    optionalDependencies: sorted(optionalDependencies),
    bundleDependencies: bundled.map((manifest) => manifest.name),
  };
}

/**
 * The registry packages the repository patches, from patches/ (patch-package names a file
 * `<name>+<version>.patch`, a scope's slash written as `+`), by name with the version each patch is for.
 */
export function patchedPackages(repoRoot: string): Map<string, string> {
  const patched = new Map<string, string>();
  const dir = path.join(repoRoot, 'patches');
  if (!fs.existsSync(dir)) return patched;
  for (const file of fs.readdirSync(dir)) {
    const match = /^(@[^+]+\+[^+]+|[^@+][^+]*)\+([^+]+)\.patch$/.exec(file);
    if (!match) throw new StagingError(`patches/${file} is not named <package>+<version>.patch`);
    patched.set(match[1]!.replace('+', '/'), match[2]!);
  }
  return patched;
}

/**
 * Makes sure the copy of a package under `rootDir`'s node_modules carries `patchFile` (patch-package's diff, paths
 * from the root), whether or not the install it was copied from applied it (`npm ci --ignore-scripts` does not).
 */
export function ensurePatched(rootDir: string, patchFile: string): void {
  const applied = spawnSync('git', ['apply', '--check', '--reverse', patchFile], { cwd: rootDir, encoding: 'utf8' });
  if (applied.status === 0) return;
  const apply = spawnSync('git', ['apply', patchFile], { cwd: rootDir, encoding: 'utf8' });
  if (apply.status !== 0) throw new StagingError(`${path.basename(patchFile)} does not apply to the installed copy:\n${apply.stderr}`);
}

/** Copies an installed registry package whole (it has no dependencies of its own to resolve), with its patch. */
function bundlePatchedPackage(repoRoot: string, stageDir: string, name: string, version: string): Manifest {
  const installed = path.join(repoRoot, 'node_modules', ...name.split('/'));
  const manifest = readManifest(installed);
  if (manifest.version !== version) throw new StagingError(`patches/ fixes ${name}@${version} but ${manifest.version} is installed: update the patch`);
  if (Object.keys(manifest.dependencies ?? {}).length > 0) throw new StagingError(`${name} has dependencies of its own: bundling it patched needs them bundled too`);
  fs.cpSync(installed, path.join(stageDir, 'node_modules', ...name.split('/')), { recursive: true });
  ensurePatched(stageDir, path.join(repoRoot, 'patches', `${name.replace('/', '+')}+${version}.patch`));
  return manifest;
}

function copyFiles(fromDir: string, toDir: string, files: string[]): void {
  for (const file of files) {
    const target = path.join(toDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(fromDir, file), target);
  }
}

function writeManifest(dir: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface StagedAgent {
  dir: string;
  bundled: string[];
}

/**
 * Stages the built agent of `repoRoot` into `stageDir` (empty or absent). `extraFiles` maps a path in the
 * package to a file of the repository (the systemd unit travels with the agent). Build first: the files
 * staged are the ones `npm pack` would take, and those are built ones.
 */
export function stageAgentPackage(repoRoot: string, stageDir: string, agentName: string, extraFiles: Record<string, string> = {}): StagedAgent {
  const packages = workspacePackages(repoRoot);
  const agent = packages.get(agentName);
  if (!agent) throw new StagingError(`${agentName} is not a workspace package of ${repoRoot}`);
  fs.mkdirSync(stageDir, { recursive: true });
  if (fs.readdirSync(stageDir).length > 0) throw new StagingError(`the staging folder ${stageDir} is not empty`);

  const agentFiles = packedFiles(agent.dir).filter((file) => file !== 'package.json');
  if (!agentFiles.some((file) => file.startsWith('dist/'))) throw new StagingError(`${agentName} has no dist/: run npm run build first`);
  copyFiles(agent.dir, stageDir, agentFiles);
  for (const [inPackage, fromRepo] of Object.entries(extraFiles)) {
    fs.mkdirSync(path.dirname(path.join(stageDir, inPackage)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, fromRepo), path.join(stageDir, inPackage));
  }

  const bundledNames = internalClosure(agentName, packages);
  const bundled: Manifest[] = [];
  for (const name of bundledNames) {
    const pkg = packages.get(name)!;
    const files = packedFiles(pkg.dir).filter((file) => file !== 'package.json');
    if (!files.some((file) => file.startsWith('dist/'))) throw new StagingError(`${name} has no dist/: run npm run build first`);
    const target = path.join(stageDir, 'node_modules', ...name.split('/'));
    copyFiles(pkg.dir, target, files);
    // The bundled copy keeps its own dependency list (npm checks it), with everything internal resolved
    // from the bundle beside it.
    writeManifest(target, { ...pkg.manifest, exports: withoutSourceCondition(pkg.manifest.exports) });
    bundled.push(pkg.manifest);
  }
  const manifest = stagedAgentManifest(agent.manifest, bundled, Object.keys(extraFiles));
  for (const [name, version] of patchedPackages(repoRoot)) {
    if (manifest.dependencies?.[name] === undefined) continue;
    bundlePatchedPackage(repoRoot, stageDir, name, version);
    manifest.bundleDependencies = [...(manifest.bundleDependencies ?? []), name];
    bundledNames.push(name);
  }
  writeManifest(stageDir, manifest);
  return { dir: stageDir, bundled: bundledNames };
}
