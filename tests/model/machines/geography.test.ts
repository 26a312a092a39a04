import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { rejectedError } from './fixtures';
import type { GeoOption, GeographyInput } from '../../../src/machines/geography.machine';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'geography',
  () => Promise.all([import('./geography.model'), import('../../../src/machines/geography.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.geographyModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.geographyModel);
  describeOracleReach(ready.model.geographyModel);
  describeSpecCitations(ready.chart.geographyMachine);
}

describe('geoIdOf (a select value → the bidclasif of the territorial division, or nothing chosen)', () => {
  it('reads a positive whole id from a number or its text', () => {
    expect([19340, '19340', 1, '7'].map((v) => chart().geoIdOf(v))).toEqual([19340, 19340, 1, 7]);
  });

  it('gives null for nothing chosen and for anything that is not a positive whole id', () => {
    expect([null, undefined, '', '0', 0, -3, '-3', '1.5', 2.5, 'abc', ' '].map((v) => chart().geoIdOf(v))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

/** Real ONE ids (spec 000 §3 Location lists): two provinces, two municipalities, two sectors. */
const DN = { bidclasif: 19340, ctituloclas: 'Distrito Nacional' };
const SANTIAGO = { bidclasif: 19360, ctituloclas: 'Santiago' };
const SDG = { bidclasif: 19341, ctituloclas: 'Santo Domingo de Guzmán' };
const SANTIAGO_CABALLEROS = { bidclasif: 19361, ctituloclas: 'Santiago de los Caballeros' };
const COLONIAL = { bidclasif: 18388, ctituloclas: 'Ciudad Colonial' };
const GAZCUE = { bidclasif: 18390, ctituloclas: 'Gazcue' };

/** A pending GET of the cascade: what it was for, and how to answer it. */
interface Call {
  input: unknown;
  answer: (options: GeoOption[]) => void;
  fail: (error: unknown) => void;
}

/**
 * The chart with its three GETs (spec 000 §7 G1-G3) provided under their real names, each call kept
 * pending until the test answers it.
 */
function cascade(input?: GeographyInput) {
  const calls = { provinces: [] as Call[], municipalities: [] as Call[], sectors: [] as Call[] };
  const pending = (list: Call[]) =>
    fromPromise<GeoOption[], unknown>(({ input }) => new Promise<GeoOption[]>((answer, fail) => void list.push({ input, answer, fail })));
  const machine = chart().geographyMachine.provide({
    actors: {
      loadProvinces: pending(calls.provinces),
      loadMunicipalities: pending(calls.municipalities) as never,
      loadSectors: pending(calls.sectors) as never,
    },
  });
  // No input at all (the registration wizard's first render) when `input` is undefined.
  const actor = createActor(machine, { input }).start();
  const at = (value: Record<string, string>) => waitFor(actor, (s) => s.matches(value as never), { timeout: 2000 });
  const inputs = () => ({
    provinces: calls.provinces.map((c) => c.input),
    municipalities: calls.municipalities.map((c) => c.input),
    sectors: calls.sectors.map((c) => c.input),
  });
  return { actor, calls, at, inputs };
}

describe('geography chart (behaviour)', () => {
  it('without an address (the registration wizard) loads the provinces only; no list and no failure before an answer (spec 000 §2 step 1, §7 G1)', async () => {
    const { actor, calls, at, inputs } = cascade();
    expect(actor.getSnapshot().value).toEqual({ provinces: 'loading', municipalities: 'idle', sectors: 'idle' });
    expect(actor.getSnapshot().context).toEqual({
      provinces: [],
      municipalities: [],
      sectors: [],
      provinceId: null,
      municipalityId: null,
      failures: { provinces: null, municipalities: null, sectors: null },
    });
    expect(inputs()).toEqual({ provinces: [undefined], municipalities: [], sectors: [] });
    calls.provinces[0].answer([DN, SANTIAGO]);
    await at({ provinces: 'ready' });
    expect(actor.getSnapshot().context.provinces).toEqual([DN, SANTIAGO]);
  });

  it('a municipality without its province loads no sectors (spec 000 §4: the province comes first)', () => {
    const { actor, inputs } = cascade({ municipalityId: 19341 });
    expect(actor.getSnapshot().value).toEqual({ provinces: 'loading', municipalities: 'idle', sectors: 'idle' });
    expect([actor.getSnapshot().context.provinceId, actor.getSnapshot().context.municipalityId]).toEqual([null, null]);
    expect(inputs()).toEqual({ provinces: [undefined], municipalities: [], sectors: [] });
  });

  it('each choice loads the next list for the chosen id; a new province empties and reloads below it (spec 000 §4, §7 G2-G3)', async () => {
    const { actor, calls, at, inputs } = cascade();
    calls.provinces[0].answer([DN, SANTIAGO]);
    await at({ provinces: 'ready' });

    actor.send({ type: 'province.select', id: 19340 });
    expect(actor.getSnapshot().matches({ municipalities: 'loading' })).toBe(true);
    calls.municipalities[0].answer([SDG]);
    await at({ municipalities: 'ready' });
    actor.send({ type: 'municipality.select', id: 19341 });
    expect(actor.getSnapshot().matches({ sectors: 'loading' })).toBe(true);
    calls.sectors[0].answer([COLONIAL, GAZCUE]);
    await at({ sectors: 'ready' });
    expect(actor.getSnapshot().context.sectors).toEqual([COLONIAL, GAZCUE]);

    // §4: the province changes with every list below it shown.
    actor.send({ type: 'province.select', id: 19360 });
    expect(actor.getSnapshot().value).toEqual({ provinces: 'ready', municipalities: 'loading', sectors: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ provinceId: 19360, municipalityId: null, municipalities: [], sectors: [] });
    calls.municipalities[1].answer([SANTIAGO_CABALLEROS]);
    await at({ municipalities: 'ready' });
    expect(actor.getSnapshot().context.municipalities).toEqual([SANTIAGO_CABALLEROS]);
    expect(inputs()).toEqual({
      provinces: [undefined],
      municipalities: [{ provinceId: 19340 }, { provinceId: 19360 }],
      sectors: [{ municipalityId: 19341 }],
    });
  });

  it('a new municipality empties the sectors shown and loads its own (spec 000 §4 "municipality change clears sector")', async () => {
    const { actor, calls, at, inputs } = cascade({ provinceId: 19340, municipalityId: 19341 });
    calls.sectors[0].answer([COLONIAL]);
    await at({ sectors: 'ready' });
    actor.send({ type: 'municipality.select', id: 19342 });
    expect(actor.getSnapshot().matches({ sectors: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.sectors).toEqual([]);
    calls.sectors[1].answer([GAZCUE]);
    await at({ sectors: 'ready' });
    expect(actor.getSnapshot().context.sectors).toEqual([GAZCUE]);
    expect(inputs().sectors).toEqual([{ municipalityId: 19341 }, { municipalityId: 19342 }]);
  });

  it('a province chosen while the sectors load drops their late answer (spec 000 §4)', async () => {
    const { actor, calls, inputs } = cascade({ provinceId: 19340, municipalityId: 19341 });
    actor.send({ type: 'province.select', id: 19360 });
    expect(actor.getSnapshot().value).toEqual({ provinces: 'loading', municipalities: 'loading', sectors: 'idle' });
    calls.sectors[0].answer([COLONIAL]);
    calls.municipalities[0].answer([SDG]);
    calls.municipalities[1].answer([SANTIAGO_CABALLEROS]);
    await waitFor(actor, (s) => s.matches({ municipalities: 'ready' }), { timeout: 2000 });
    expect(actor.getSnapshot().matches({ sectors: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ municipalities: [SANTIAGO_CABALLEROS], sectors: [], municipalityId: null });
    expect(inputs().municipalities).toEqual([{ provinceId: 19340 }, { provinceId: 19360 }]);
  });

  it("a new choice forgets the failure of the old choice's list, and keeps the provinces' (spec 000 §4)", async () => {
    const { actor, calls, at } = cascade({ provinceId: 19340, municipalityId: 19341 });
    calls.provinces[0].fail(new TypeError('Failed to fetch'));
    calls.municipalities[0].answer([SDG]);
    calls.sectors[0].fail(rejectedError('Municipio desconocido'));
    await at({ provinces: 'failed', municipalities: 'ready', sectors: 'failed' });
    actor.send({ type: 'municipality.select', id: 19342 });
    expect(actor.getSnapshot().context.failures).toEqual({ provinces: { kind: 'network' }, municipalities: null, sectors: null });

    actor.send({ type: 'province.select', id: 19360 });
    calls.municipalities[1].fail(rejectedError('Provincia desconocida'));
    await at({ municipalities: 'failed' });
    actor.send({ type: 'province.select', id: 19340 });
    expect(actor.getSnapshot().value).toEqual({ provinces: 'failed', municipalities: 'loading', sectors: 'idle' });
    expect(actor.getSnapshot().context.failures).toEqual({ provinces: { kind: 'network' }, municipalities: null, sectors: null });
  });

  it('a failed list keeps why (an unexpected error counts as a network failure) and its retry asks again (spec 000 §7, tests/model/README.md)', async () => {
    const { actor, calls, at, inputs } = cascade({ provinceId: 19340, municipalityId: 19341 });
    calls.provinces[0].fail(new TypeError('Failed to fetch'));
    calls.municipalities[0].fail(rejectedError('Provincia desconocida'));
    calls.sectors[0].fail(new Error('boom'));
    await at({ provinces: 'failed', municipalities: 'failed', sectors: 'failed' });
    expect(actor.getSnapshot().context.failures).toEqual({
      provinces: { kind: 'network' },
      municipalities: { kind: 'rejected', message: 'Provincia desconocida' },
      sectors: { kind: 'network' },
    });
    actor.send({ type: 'provinces.retry' });
    actor.send({ type: 'municipalities.retry' });
    actor.send({ type: 'sectors.retry' });
    expect(actor.getSnapshot().value).toEqual({ provinces: 'loading', municipalities: 'loading', sectors: 'loading' });
    calls.provinces[1].answer([DN]);
    calls.municipalities[1].answer([SDG]);
    calls.sectors[1].answer([COLONIAL]);
    await at({ provinces: 'ready', municipalities: 'ready', sectors: 'ready' });
    expect(actor.getSnapshot().context.failures).toEqual({ provinces: null, municipalities: null, sectors: null });
    expect(inputs()).toEqual({
      provinces: [undefined, undefined],
      municipalities: [{ provinceId: 19340 }, { provinceId: 19340 }],
      sectors: [{ municipalityId: 19341 }, { municipalityId: 19341 }],
    });
  });
});
