/**
 * 'Tarifas del servicio' (spec 001 §2.4 Request form): the full-screen dialog shown before the
 * request form, with one card per tariff (`Tariff`: concept, description) and its variations
 * as radio cards under 'Opciones de servicio' — concept, price in RD$ ({@link formatMoneyRD}),
 * delivery time ({@link formatDeliveryTime}, omitted when it has no parts) and description.
 * One variation can be chosen across all tariffs; 'Confirmar' stays disabled until one is.
 *
 * Presentational: `onSelect(variationId)` on choosing, `onConfirm()` on 'Confirmar', `onClose()`
 * when the user closes the dialog without confirming (× or Escape; the page decides what that
 * means). The dialog does not close itself on confirm: the page sets `open` to false.
 */
import { useId } from 'react';
import type { RequestFormContext } from '../../../machines/requestForm.machine';
import { formatDeliveryTime, formatMoneyRD } from '../../../domain/format';
import { t } from '../../../messages/es';
import '../../../messages/es/requestForm';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import * as fieldCss from '../../components/Field.css';
import * as css from './TariffDialog.css';

/** One tariff of the service being requested, as the request-form chart holds it (the service's `prices`). */
export type Tariff = NonNullable<NonNullable<RequestFormContext['service']>['prices']>[number];

/** Props of {@link TariffDialog}. */
export interface TariffDialogProps {
  open: boolean;
  /** The service's tariffs (spec 001 §3 Service `prices`). */
  prices: readonly Tariff[];
  /** The chosen variation id, null while none is. */
  selected: number | null;
  onSelect: (variationId: number) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** See module documentation. */
export function TariffDialog({ open, prices, selected, onSelect, onConfirm, onClose }: TariffDialogProps) {
  const base = `tariff${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${base}-hint`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      fullScreen
      title={t('requestForm.tariffsTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          {selected === null ? (
            <span id={hintId} className={css.hint}>
              {t('requestForm.chooseVariation')}
            </span>
          ) : null}
          <Button disabled={selected === null} aria-describedby={selected === null ? hintId : undefined} onClick={onConfirm}>
            {t('requestForm.confirmVariation')}
          </Button>
        </>
      }
    >
      <ul className={css.prices}>
        {prices.map((price, p) => (
          <Card key={`${p}-${price.concept}`} as="li" title={price.concept} headingLevel={3}>
            {price.description ? <p className={css.description}>{price.description}</p> : null}
            <fieldset className={fieldCss.fieldset}>
              <legend className={fieldCss.legend}>{t('requestForm.variationLabel')}</legend>
              <div className={css.variations}>
                {price.variations.map((variation) => {
                  const id = `${base}-v${variation.id}`;
                  const delivery = formatDeliveryTime(variation.delivery_time);
                  const described = [delivery ? `${id}-time` : '', variation.description ? `${id}-desc` : ''].filter(Boolean).join(' ');
                  return (
                    <label key={variation.id} htmlFor={id} className={css.variation}>
                      <input
                        id={id}
                        type="radio"
                        name={`${base}-variation`}
                        value={String(variation.id)}
                        className={fieldCss.choiceInput}
                        checked={selected === variation.id}
                        onChange={() => onSelect(variation.id)}
                        aria-labelledby={`${id}-concept ${id}-price`}
                        aria-describedby={described || undefined}
                      />
                      <span className={css.variationText}>
                        <span id={`${id}-concept`} className={css.variationConcept}>
                          {variation.concept}
                        </span>
                        <span id={`${id}-price`} className={css.variationPrice}>
                          {formatMoneyRD(variation.price)}
                        </span>
                        {delivery ? (
                          <span id={`${id}-time`} className={css.meta}>
                            {t('requestForm.deliveryTimeValue', { time: delivery })}
                          </span>
                        ) : null}
                        {variation.description ? (
                          <span id={`${id}-desc`} className={css.meta}>
                            {variation.description}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </Card>
        ))}
      </ul>
    </Dialog>
  );
}
