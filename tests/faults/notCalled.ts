/**
 * Operations of the contract that no flow of this portal calls (issue 10: "An operation that no flow
 * calls is listed as such"), with the reason. tests/faults/coverage.test.ts checks that none of them
 * is referenced by the app's code: the day one is called, it must leave this list for a driver.
 */
export const NOT_CALLED: Readonly<Record<string, string>> = {
  jceValidate: 'contract §1 lists it; the portal validates a cédula through validateDocument / validateCedula',
  getCitizenRequestsLegacy: 'legacy list of the existing portal; the desk reads getMyRequestsWithoutCompany (spec 001 §7)',
  getUserRequestsLegacy: 'legacy list of the existing portal; the desk reads getMyRequestsWithCompany (spec 001 §7)',
  getDrafts: 'the draft comes back inside getExpertForm (spec 001 §7 "expert form with the draft")',
};
