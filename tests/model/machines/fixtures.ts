/** Shared sample data for the machines' model tests. */
import type { CurrentUser } from '../../../src/api/identity';
import { ApiError } from '../../../src/api/result';

export const sampleUser: CurrentUser = {
  citizen_id: '00113918205',
  email: 'ana.rodriguez@correo.do',
  name: 'Ana María',
  first_last_name: 'Rodríguez',
  second_last_name: 'Peña',
  phone: '8095550123',
  province: 'Distrito Nacional',
  municipality: 'Santo Domingo de Guzmán',
  sector: 'Arroyo Manzano',
  province_id: 19340,
  municipality_id: 19341,
  sector_id: 19357,
  rol_base: 1,
  company_id: null,
};

/** Failures as the API layer reports them (actors reject with ApiError). */
export const networkError = new ApiError({ kind: 'network' });
export const rejectedError = (message: string) => new ApiError({ kind: 'rejected', message });
