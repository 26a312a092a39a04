import { describe, expect, it } from 'vitest';
import { recordOf, slugOf, tableOf } from '../../../scripts/mutation-record';

const at = (line: number) => ({ start: { line, column: 1 } });

describe('mutation-record (issue 12: the score table in the repository)', () => {
  const mutants = [
    { mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Killed' as const, location: at(10) },
    { mutatorName: 'ConditionalExpression', replacement: 'false', status: 'Killed' as const, location: at(10) },
    { mutatorName: 'BlockStatement', replacement: '{}', status: 'Timeout' as const, location: at(12) },
    { mutatorName: 'StringLiteral', replacement: '""', status: 'Survived' as const, testsCompleted: 4, location: at(20) },
    { mutatorName: 'ObjectLiteral', replacement: '{}', status: 'Survived' as const, testsCompleted: 0, location: at(22) },
    { mutatorName: 'ObjectLiteral', replacement: '{}', status: 'NoCoverage' as const, location: at(5) },
    { mutatorName: 'StringLiteral', replacement: '""', status: 'Ignored' as const, statusReason: 'an actor id no spec names', location: at(30) },
    { mutatorName: 'StringLiteral', replacement: '""', status: 'Ignored' as const, statusReason: 'an actor id no spec names', location: at(31) },
    { mutatorName: 'ArrowFunction', replacement: '() => undefined', status: 'CompileError' as const, location: at(40) },
  ];

  it('scores killed + timeout over killed + timeout + survived + no coverage, ignoring disabled and broken mutants; adjusted: load failures as killed', () => {
    const record = recordOf('src/machines/contact.machine.ts', mutants, 'abc1234', '2026-11-25');
    expect(record.counts).toEqual({ killed: 2, timeout: 1, survived: 2, loadFailures: 1, noCoverage: 1, ignored: 2, errors: 1 });
    expect(record.score).toBe(50);
    expect(record.adjustedScore).toBe(66.7);
    expect(record.survived).toEqual([
      { line: 5, mutator: 'ObjectLiteral', replacement: '{}', status: 'NoCoverage', loadFailure: false },
      { line: 20, mutator: 'StringLiteral', replacement: '""', status: 'Survived', loadFailure: false },
      { line: 22, mutator: 'ObjectLiteral', replacement: '{}', status: 'Survived', loadFailure: true },
    ]);
    expect(record.ignored).toEqual([{ reason: 'an actor id no spec names', count: 2, lines: [30, 31] }]);
  });

  it('writes a table row per file, flags a score under 90 % and lists survivors and reasons', () => {
    const low = recordOf('src/machines/contact.machine.ts', mutants, 'abc1234', '2026-11-25');
    const high = recordOf('src/machines/login.machine.ts', mutants.slice(0, 3), 'abc1234', '2026-11-25');
    const table = tableOf([low, high]);
    expect(table).toContain('| src/machines/contact.machine.ts | 50.0 % ⚠ | 66.7 % ⚠ | 2 | 1 | 2 | 1 | 1 | 2 | abc1234 |');
    expect(table).toContain('| src/machines/login.machine.ts | 100.0 % | 100.0 % | 2 | 1 | 0 | 0 | 0 | 0 | abc1234 |');
    expect(table).toContain('- line 22: ObjectLiteral → `{}` (load failure: 0 tests completed)');
    expect(table).toContain('- line 20: StringLiteral → `""`');
    expect(table).toContain('- 2 × an actor id no spec names (lines 30, 31)');
    expect(slugOf('src/machines/requestDetail/payment.machine.ts')).toBe('src-machines-requestDetail-payment.machine');
  });
});
