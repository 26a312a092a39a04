/**
 * Step 2 of the citizen wizard, security info (spec 000 §2, §5 step 2): three questions and three
 * answers; a question chosen in one slot is hidden from the other slots. The questions come from
 * GET /auth/get/getquestionandanswer through `securityQuestionsResource` (loading, failure + retry).
 */
import { forwardRef } from 'react';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { t, type MessageKey } from '../../../../messages/es';
import { securityQuestionsResource, type SecurityQuestion } from '../../../../machines/citizenRegistration.machine';
import { availableSecurityQuestions, type CitizenField } from '../../../../domain/validation/forms';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { Spinner } from '../../../components/Spinner';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { messageText } from './fields';
import { StepFrame, type StepProps } from './StepFrame';
import * as css from './register.css';

const SLOTS = [1, 2, 3] as const;

/** See module documentation. The ref reaches the step heading. */
export const SecurityInfoStep = forwardRef<HTMLHeadingElement, StepProps>(function SecurityInfoStep({ values, errors, onChange }, ref) {
  const actor = usePageChart(securityQuestionsResource, { input: { key: null } });
  const resource = useChartSnapshot(actor);
  const send = actor.send;
  const questions = (resource.context.data as SecurityQuestion[] | undefined) ?? [];
  const selected = [values.question_1, values.question_2, values.question_3];

  return (
    <StepFrame ref={ref} title={t('register.steps.securityInfo')} note={t('register.requiredNote')}>
      {resource.matches('failed') ? (
        <ErrorBlock message={t('register.questionsFailed')} retryLabel={t('common.retry')} onRetry={() => send({ type: 'resource.retry' })} />
      ) : null}
      {resource.matches('loading') ? <Spinner label={t('common.loading')} /> : null}
      {SLOTS.map((slot) => {
        const questionField = `question_${slot}` as CitizenField;
        const answerField = `answer_${slot}` as CitizenField;
        const value = selected[slot - 1];
        const options = availableSecurityQuestions(questions, selected, slot).map((q) => ({ value: String(q.id), label: q.questions }));
        return (
          <div key={slot} className={css.questionPair}>
            <SelectField
              label={t(`register.fields.question${slot}` as MessageKey)}
              required
              placeholder={t('register.fields.questionPlaceholder')}
              options={options}
              disabled={!resource.matches('ready')}
              value={value === null || value === undefined ? '' : String(value)}
              error={messageText(errors[questionField])}
              onChange={(e) => onChange(questionField, e.target.value)}
            />
            <TextField
              label={t(`register.fields.answer${slot}` as MessageKey)}
              required
              autoComplete="off"
              value={values[answerField] as string}
              error={messageText(errors[answerField])}
              onChange={(e) => onChange(answerField, e.target.value)}
            />
          </div>
        );
      })}
    </StepFrame>
  );
});
