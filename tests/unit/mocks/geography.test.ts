/**
 * The territorial division loads in parts (src/mocks/data/geography.ts; issue 24): every identity
 * call waits for the index only (provinces and municipalities), and the sectors load one province
 * file at a time, where a handler reads them (contract §1.3 G3, registration, `/citizen-update`,
 * GET /get/auth/user). Each test starts from fresh modules (`vi.resetModules`): nothing loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../src/config';

type Geography = typeof import('../../../src/mocks/data/geography');

/** A fresh geography module: nothing loaded. */
async function freshGeography(): Promise<Geography> {
  vi.resetModules();
  return import('../../../src/mocks/data/geography');
}

// Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial (Ana's place, src/mocks/seed.ts).
const DN = 19340;
const SANTO_DOMINGO_DE_GUZMAN = 19341;
const CIUDAD_COLONIAL = 18388;
// Santo Domingo → Santo Domingo Este → Ensanche Ozama.
const SANTO_DOMINGO = 18408;
const SANTO_DOMINGO_ESTE = 18409;
const ENSANCHE_OZAMA = 18420;

describe('geography loader', () => {
  it('loadGeography loads the index only: provinces and municipalities answer, sectors need their province file', async () => {
    const geo = await freshGeography();
    expect(geo.loadedGeography()).toEqual({ index: false, provinces: [] });
    expect(() => geo.listProvinces()).toThrow(/await loadGeography\(\)/);
    await geo.loadGeography();
    expect(geo.loadedGeography()).toEqual({ index: true, provinces: [] });
    expect(geo.listProvinces()).toHaveLength(32);
    expect(geo.findMunicipality(SANTO_DOMINGO_DE_GUZMAN)).toEqual({ bidclasif: SANTO_DOMINGO_DE_GUZMAN, ctituloclas: 'Santo Domingo de Guzmán' });
    expect(geo.provinceOfMunicipality(SANTO_DOMINGO_DE_GUZMAN)).toBe(DN);
    expect(() => geo.listSectors(SANTO_DOMINGO_DE_GUZMAN)).toThrow(/await loadSectorsOfMunicipality\(19341\)/);
    expect(() => geo.findSector(CIUDAD_COLONIAL, SANTO_DOMINGO_DE_GUZMAN)).toThrow(/not loaded/);
    expect(() => geo.municipalityOfSector(CIUDAD_COLONIAL)).toThrow(/await loadAllSectors\(\)/);
  });

  it('loadSectorsOfMunicipality loads the province file of that municipality, and only it', async () => {
    const geo = await freshGeography();
    await geo.loadSectorsOfMunicipality(String(SANTO_DOMINGO_DE_GUZMAN));
    expect(geo.loadedGeography()).toEqual({ index: true, provinces: [DN] });
    expect(geo.findSector(CIUDAD_COLONIAL, SANTO_DOMINGO_DE_GUZMAN)).toEqual({ bidclasif: CIUDAD_COLONIAL, ctituloclas: 'Ciudad Colonial' });
    expect(geo.isValidLocation(DN, SANTO_DOMINGO_DE_GUZMAN, CIUDAD_COLONIAL)).toBe(true);
    expect(geo.municipalityOfSector(CIUDAD_COLONIAL)).toBe(SANTO_DOMINGO_DE_GUZMAN);
    // Another province's municipality is not loaded; a wrong province is answered from the index.
    expect(() => geo.listSectors(SANTO_DOMINGO_ESTE)).toThrow(/not loaded/);
    expect(geo.isValidLocation(DN, SANTO_DOMINGO_ESTE, ENSANCHE_OZAMA)).toBe(false);
    await geo.loadSectorsOfMunicipality(SANTO_DOMINGO_ESTE);
    expect(geo.loadedGeography().provinces).toEqual([SANTO_DOMINGO, DN]);
    expect(geo.findSector(ENSANCHE_OZAMA, SANTO_DOMINGO_ESTE)?.ctituloclas).toBe('Ensanche Ozama');
    expect(geo.findSector(ENSANCHE_OZAMA, SANTO_DOMINGO_DE_GUZMAN)).toBeUndefined();
  });

  it('an unknown municipality or province loads nothing and answers [] / undefined / false', async () => {
    const geo = await freshGeography();
    await geo.loadSectorsOfMunicipality(999_999);
    await geo.loadSectorsOfMunicipality(DN); // a province id is not a municipality
    await geo.loadSectorsOfMunicipality(null);
    await geo.loadSectorsOfProvince(SANTO_DOMINGO_DE_GUZMAN); // a municipality id is not a province
    expect(geo.loadedGeography()).toEqual({ index: true, provinces: [] });
    expect(geo.listSectors(999_999)).toEqual([]);
    expect(geo.listSectors('x')).toEqual([]);
    expect(geo.findSector(CIUDAD_COLONIAL, 999_999)).toBeUndefined();
    expect(geo.isValidLocation(DN, 999_999, CIUDAD_COLONIAL)).toBe(false);
  });

  it('concurrent callers share one load; loadAllSectors loads the 32', async () => {
    const geo = await freshGeography();
    const first = geo.loadSectorsOfMunicipality(SANTO_DOMINGO_DE_GUZMAN);
    const second = geo.loadSectorsOfProvince(DN);
    await Promise.all([first, second]);
    expect(geo.loadedGeography()).toEqual({ index: true, provinces: [DN] });
    expect(geo.listSectors(SANTO_DOMINGO_DE_GUZMAN).length).toBeGreaterThan(0);
    await geo.loadAllSectors();
    expect(geo.loadedGeography().provinces).toHaveLength(32);
    expect(geo.municipalityOfSector(1)).toBeUndefined();
  });
});

describe('identity calls load what they read', () => {
  let close: (() => void) | undefined;
  afterEach(() => {
    close?.();
    close = undefined;
    localStorage.clear();
  });

  /** The embedded backend over fresh modules (nothing of the geography loaded), and its geography module. */
  async function freshBackend() {
    const geo = await freshGeography(); // resets the modules: the server below imports this same instance
    const [{ server }, { resetDb }, { issueToken }] = await Promise.all([
      import('../../../src/mocks/node'),
      import('../../../src/mocks/db'),
      import('../../../src/mocks/tokens'),
    ]);
    server.listen({ onUnhandledRequest: 'error' });
    close = () => server.close();
    resetDb();
    const call = async (path: string, init: { body?: unknown; token?: string } = {}) => {
      const res = await fetch(`${config.identityUrl}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(init.token ? { Authorization: `${config.authScheme} ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return res.json();
    };
    return { geo, call, issueToken };
  }

  it('GET /get/provinces and /get/municipalities wait for the index only', async () => {
    const { geo, call } = await freshBackend();
    expect((await call('/get/provinces')).provinces).toHaveLength(32);
    expect((await call(`/get/municipalities/${DN}`)).municipalities).toEqual([{ bidclasif: SANTO_DOMINGO_DE_GUZMAN, ctituloclas: 'Santo Domingo de Guzmán' }]);
    expect(geo.loadedGeography()).toEqual({ index: true, provinces: [] });
  });

  it('GET /get/auth/user loads the index and the province file of the account, no other', async () => {
    const { geo, call, issueToken } = await freshBackend();
    const answer = await call('/get/auth/user', { token: issueToken('00104567896', 60_000) });
    expect(answer.payload).toMatchObject({
      province: 'Distrito Nacional',
      municipality: 'Santo Domingo de Guzmán',
      sector: 'Ciudad Colonial',
      province_id: DN,
      municipality_id: SANTO_DOMINGO_DE_GUZMAN,
      sector_id: CIUDAD_COLONIAL,
    });
    expect(geo.loadedGeography()).toEqual({ index: true, provinces: [DN] });
  });

  it('GET /get/sectors/{municipalityId} loads that municipality province file; an unknown one loads none', async () => {
    const { geo, call } = await freshBackend();
    expect(await call('/get/sectors/999999')).toEqual({ success: false, sectors: [] });
    expect(geo.loadedGeography().provinces).toEqual([]);
    const answer = await call(`/get/sectors/${SANTO_DOMINGO_ESTE}`);
    expect(answer.success).toBe(true);
    expect(answer.sectors).toContainEqual({ bidclasif: ENSANCHE_OZAMA, ctituloclas: 'Ensanche Ozama' });
    expect(geo.loadedGeography().provinces).toEqual([SANTO_DOMINGO]);
  });

  it('POST /citizen-update validates the sector against the municipality province file', async () => {
    const { geo, call, issueToken } = await freshBackend();
    const token = issueToken('00104567896', 60_000);
    const body = { phone: '8095551234', phone2: '8295551234', address: 'Calle El Conde 1', province_id: SANTO_DOMINGO, municipality_id: SANTO_DOMINGO_ESTE };
    const refused = await call('/citizen-update', { token, body: { ...body, sector_id: CIUDAD_COLONIAL } });
    expect(refused).toEqual({ success: false, msg: 'El sector no pertenece al municipio seleccionado' });
    expect(geo.loadedGeography().provinces).toEqual([SANTO_DOMINGO]);
    expect((await call('/citizen-update', { token, body: { ...body, sector_id: ENSANCHE_OZAMA } })).success).toBe(true);
    expect((await call('/get/auth/user', { token })).payload).toMatchObject({
      province: 'Santo Domingo',
      municipality: 'Santo Domingo Este',
      sector: 'Ensanche Ozama',
    });
  });

  it('a registration naming a sector but no municipality still tells an existing sector from an unknown one', async () => {
    const { geo, call } = await freshBackend();
    const body = { document_type: '1', citizen_id: '03101234569', province_id: DN };
    const known = await call('/auth/register/portal', { body: { ...body, sector_id: CIUDAD_COLONIAL } });
    expect(known.msg.error.municipality_id).toBeDefined();
    expect(known.msg.error.sector_id).toBeUndefined();
    expect(geo.loadedGeography().provinces).toHaveLength(32);
    const unknown = await call('/auth/register/portal', { body: { ...body, sector_id: 1 } });
    expect(unknown.msg.error.sector_id).toEqual(['El sector no pertenece al municipio seleccionado']);
  });
});
