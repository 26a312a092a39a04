// @vitest-environment node
/**
 * The request form's e-mail that must differ from the applicant's (src/machines/requestForm/selectors.ts,
 * spec 001 §5 "one e-mail mask must differ from the user's primary e-mail"; contract §2.6 mask 9):
 * the step's errors and a grid row's errors compare the value with the signed-in applicant's e-mail.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm } from '../../../src/api/generated/admin';
import { initialState, parseExpertForm, setValue } from '../../../src/domain/expertForm';
import { currentStepErrors, gridRowErrors } from '../../../src/machines/requestForm/selectors';
import { sampleUser } from './fixtures';

/** One step: an e-mail with mask 9, and a grid of contacts whose e-mail has mask 9 too. */
const payload = {
  formulary_data: { name: 'correos', institution_id: 10, version: 1 },
  fields: [
    [
      { type: 'header', subtype: 'h1', label: 'Contacto', name: 'grp01', hidden: false, orden: '1' },
      { type: 'text', subtype: 'email', label: 'Correo alterno', name: 'correoalterno', orden: '2', hidden: false, enabled: true, required: true, Mask: '9' },
      {
        type: 'grid',
        label: 'Contactos',
        name: 'contactos',
        orden: '3',
        hidden: false,
        enabled: true,
        required: false,
        relationship: 'relcontactos',
        fields: [
          {
            type: 'text',
            subtype: 'email',
            label: 'Correo del contacto',
            name: 'correocontacto',
            orden: '4',
            hidden: false,
            enabled: true,
            required: true,
            Mask: '9',
          },
        ],
      },
    ],
  ],
  saved_fields: [],
} as unknown as SchemaExpertForm;
const model = parseExpertForm(payload);
const CORREO = model.byName['correoalterno'][0];
const CONTACTOS = model.byName['contactos'][0];
const applicant = sampleUser;

describe("an e-mail that must differ from the applicant's (spec 001 §5, mask 9)", () => {
  it("the step refuses the applicant's own e-mail and accepts another one", () => {
    const own = setValue(initialState(model, null), CORREO, 'ana.rodriguez@correo.do');
    const other = setValue(initialState(model, null), CORREO, 'oficina@agencia.do');
    expect(currentStepErrors({ form: own, applicant })).toEqual({ [CORREO]: { key: 'errors.differentEmail' } });
    expect(currentStepErrors({ form: other, applicant })).toEqual({});
  });

  it("a grid row refuses the applicant's own e-mail and accepts another one", () => {
    const form = initialState(model, null);
    expect(gridRowErrors({ form, applicant }, CONTACTOS, { correocontacto: 'ana.rodriguez@correo.do' })).toEqual({
      correocontacto: { key: 'errors.differentEmail' },
    });
    expect(gridRowErrors({ form, applicant }, CONTACTOS, { correocontacto: 'oficina@agencia.do' })).toEqual({});
  });
});
