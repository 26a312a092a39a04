/** Display data of the contact branches (src/domain/content.ts; spec 000 §2, contract W5). */
import { describe, expect, it } from 'vitest';
import { telHref, toContactBranch, websiteHref } from '../../../src/domain/content';

describe('contact branch links', () => {
  it('telHref: Dominican numbers get +1, other digits kept, too short refused', () => {
    expect(telHref('809-555-0100')).toBe('tel:+18095550100');
    expect(telHref('1-809-555-0199')).toBe('tel:+18095550199');
    expect(telHref('(829) 555 0100 ext. 24')).toBe('tel:+18295550100');
    expect(telHref('555-0100')).toBe('tel:5550100');
    expect(telHref('12')).toBeNull();
  });

  it('websiteHref: http(s) as is, bare hosts as https, anything else refused', () => {
    expect(websiteHref('https://www.mitur.gob.do')).toBe('https://www.mitur.gob.do/');
    expect(websiteHref('mitur.gob.do/contacto')).toBe('https://mitur.gob.do/contacto');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('//evil.example')).toBeNull();
    expect(websiteHref('sitio web')).toBeNull();
  });

  it('toContactBranch trims, drops empty values and links only valid e-mails', () => {
    expect(toContactBranch({ title: ' Sede ', address: ' Calle 1 ', phoneNumber: '', website: '  ', email: 'info@mitur.gob.do' })).toEqual({
      title: 'Sede',
      address: 'Calle 1',
      phone: null,
      website: null,
      email: { text: 'info@mitur.gob.do', href: 'mailto:info@mitur.gob.do' },
    });
    expect(toContactBranch({ title: 'X', email: 'no-valido', phoneNumber: 8095550100 }).email).toEqual({ text: 'no-valido', href: null });
    expect(toContactBranch({ title: 'X', phoneNumber: 8095550100 }).phone).toBeNull();
  });
});
