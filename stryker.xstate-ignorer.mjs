/**
 * The Stryker ignorer of the charts (issue 29 item 5): the one place for the reasons that repeated
 * as `// Stryker disable` comments in every chart. Registered in stryker.config.mjs (`plugins`,
 * `ignorers: ['xstate']`); tests/unit/scripts/strykerIgnorer.test.ts proves on source snippets
 * that it ignores what each rule says and nothing next to it.
 *
 * Stryker 9.5 calls `shouldIgnore(path)` on every Babel node it enters (the TypeScript parse of the
 * mutated file); a reason string ignores every mutant of that node and of the nodes inside it, and
 * the run reports them as "Ignored" with that reason (docs/mutation/README.md lists the reasons).
 * Both rules look only at the object passed to a call of `setup` (xstate's `setup({ ... })`) in the
 * same file:
 *
 * 1. {@link TYPES_REASON}: the object of `setup({ types: { ... } })`. xstate reads `types` only
 *    in TypeScript (`{} as T` placeholders); nothing reads it at run time, so every mutant of it
 *    (the object emptied) is equivalent.
 * 2. {@link ACTOR_REASON}: the real IO actors a chart registers by name, `setup({ actors: { ... } })`:
 *    - the `actors` object itself (its mutant `{}` registers nothing), when each of its entries is
 *      a name (`findUser`, `uploadFiles: uploadFilesLogic`, `...registrationActors`) or a creator
 *      call below (an inline child chart there keeps the object mutated), and
 *    - the function given to `fromPromise` / `fromCallback` / `fromObservable` /
 *      `fromEventObservable` where that call is a property of the `actors` object, or the initial
 *      value of a variable of the same file that the `actors` object names (`{ watchForChanges:
 *      watchWindow }`), or a function declaration of the same file given by name to such a call
 *      (`fromPromise(readExpertForm)`).
 *    Safe because the model harness replaces every named actor by a controlled fake (tests/model/
 *    README.md "Harness"): in the mutation run (vitest.mutation.config.ts) no test runs these
 *    bodies; the API layer and the browser tests test the real calls. Not in the files of
 *    {@link REAL_ACTORS_RUN}, whose real actors a test of the mutation run does run (there a
 *    mutant can be killed, so it stays). Actors defined in another file (a shared helper,
 *    `requestFormActors`, `readDetailFresh`), actors given to `machine.provide({ actors })` and the
 *    rest of `setup` (guards, actions, delays) stay mutated.
 *
 * Placeholders the view provides (`notifyError: (_, _params: { key: MessageKey }) => {}` in
 * `actions`) need no rule: Stryker makes no mutant of an empty arrow function (the ArrowFunction
 * mutator changes expression bodies only, BlockStatement skips empty blocks); the test proves it.
 * Everything else a chart disables keeps its own comment with its own reason.
 */
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** The reason reported for rule 1. */
export const TYPES_REASON = '`setup({ types })` is for TypeScript only; xstate never reads it at run time';
/** The reason reported for rule 2. */
export const ACTOR_REASON =
  'a real IO actor registered in `setup({ actors })`; the model harness replaces every named actor (tests/model/README.md "Harness"), the API layer has its own tests';

/**
 * Charts (paths from the repository root) where rule 2 does not apply: a test of the mutation run
 * runs their real actors (node tests over MSW's server, tests/unit/machines), or runs the chart with
 * its own `actors` object, so their mutants are killed there. A chart added here keeps any IO
 * comment it needs; a chart missing here only loses mutants that no test would kill anyway.
 */
export const REAL_ACTORS_RUN = [
  'src/machines/companyForm.machine.ts', // tests/unit/machines/companyForm.test.ts
  'src/machines/login.machine.ts', // tests/unit/machines/login.test.ts
  'src/machines/session.machine.ts', // tests/unit/machines/session.test.ts
  'src/machines/resource.machine.ts', // the actor runs the `load` its caller passes
  'src/machines/citizenRegistration.machine.ts', // the actors object (registrationActors spread) is killed
  'src/machines/companyRegistration.machine.ts', // idem
  'src/machines/companies/representatives.machine.ts', // tests/unit/machines/representativesActors.test.ts
];

/** xstate's actor-logic creators whose first argument is the actor's body. */
const CREATORS = new Set(['fromPromise', 'fromCallback', 'fromObservable', 'fromEventObservable']);

/** The name of a non-computed property key (identifier or string), else undefined. */
function keyName(property) {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'StringLiteral') return property.key.value;
  return undefined;
}

/** True when `objectPath` is the (first) argument object of a call to `setup`. */
function isSetupArgument(objectPath) {
  const call = objectPath?.parentPath;
  return (
    objectPath?.isObjectExpression() === true &&
    call.isCallExpression() &&
    call.node.arguments[0] === objectPath.node &&
    call.node.callee.type === 'Identifier' &&
    call.node.callee.name === 'setup'
  );
}

/** True when `path` is the value of the property `key` of a `setup({ ... })` argument. */
function isSetupProperty(path, key) {
  const property = path.parentPath;
  return property?.isObjectProperty() === true && property.node.value === path.node && keyName(property.node) === key && isSetupArgument(property.parentPath);
}

/** True when `path` is the value of a property of the `actors` object of `setup({ ... })`. */
function isActorsValue(path) {
  const property = path.parentPath;
  return property?.isObjectProperty() === true && property.node.value === path.node && isSetupProperty(property.parentPath, 'actors');
}

/** True when an entry of an `actors` object holds nothing to mutate but a creator's body: a name, a spread name or a creator call. */
function isNamedOrCreated(entry) {
  const value = entry.type === 'SpreadElement' ? entry.argument : entry.type === 'ObjectProperty' ? entry.value : null;
  if (value === null) return false;
  if (value.type === 'Identifier') return true;
  return value.type === 'CallExpression' && value.callee.type === 'Identifier' && CREATORS.has(value.callee.name);
}

/** True when `callPath` is `fromPromise(...)` (or another creator) registered by name in `setup({ actors })`. */
function isRegisteredCreatorCall(callPath) {
  const callee = callPath.node.callee;
  if (callee.type !== 'Identifier' || !CREATORS.has(callee.name)) return false;
  if (isActorsValue(callPath)) return true;
  const declarator = callPath.parentPath;
  if (!declarator.isVariableDeclarator() || declarator.node.init !== callPath.node || declarator.node.id.type !== 'Identifier') return false;
  const binding = declarator.scope.getBinding(declarator.node.id.name);
  return binding !== undefined && binding.referencePaths.some(isActorsValue);
}

/** True when `path` is the body function of a registered IO actor (rule 2). */
function isActorBody(path) {
  if (path.isArrowFunctionExpression() || path.isFunctionExpression()) {
    const call = path.parentPath;
    return call.isCallExpression() && call.node.arguments[0] === path.node && isRegisteredCreatorCall(call);
  }
  if (path.isFunctionDeclaration() && path.node.id) {
    const binding = path.parentPath.scope.getBinding(path.node.id.name);
    return (
      binding !== undefined &&
      binding.referencePaths.some((ref) => {
        const call = ref.parentPath;
        return call.isCallExpression() && call.node.arguments[0] === ref.node && isRegisteredCreatorCall(call);
      })
    );
  }
  return false;
}

/**
 * The ignorer: `shouldIgnore(path)` gives {@link TYPES_REASON}, {@link ACTOR_REASON} or undefined
 * for a Babel NodePath (Stryker's `Ignorer` interface, @stryker-mutator/api/ignore).
 */
export class XStateIgnorer {
  shouldIgnore(path) {
    if (path.isObjectExpression()) {
      if (isSetupProperty(path, 'types')) return TYPES_REASON;
      if (isSetupProperty(path, 'actors') && path.node.properties.every(isNamedOrCreated) && !runsRealActors(path)) return ACTOR_REASON;
      return undefined;
    }
    if (path.isFunction() && isActorBody(path) && !runsRealActors(path)) return ACTOR_REASON;
    return undefined;
  }
}

/** True when `path` is in one of the {@link REAL_ACTORS_RUN} files (the file Stryker instruments). */
function runsRealActors(path) {
  const file = String(path.hub?.file?.opts?.filename ?? '').replaceAll('\\', '/');
  return REAL_ACTORS_RUN.some((chart) => file === chart || file.endsWith(`/${chart}`));
}

/** Stryker's plugin list: `ignorers: ['xstate']`. */
export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'xstate', XStateIgnorer)];
