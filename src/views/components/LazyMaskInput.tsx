/**
 * An input whose IMask (react-imask's `IMask`, the library every masked field of the portal uses)
 * attaches on the first interaction instead of when the page mounts (issue 24 "The signed-in area as
 * fast as the public one"): the settings page's two phone fields created their masks inside the
 * commit that showed the page, 35-100 ms of a 4x-throttled phone's longest task (Lighthouse's
 * blocking time), for fields most visitors never touch.
 *
 * Until then the box is a plain input showing `value`, which callers already give masked (the
 * phone's '555-0123', a cédula's '001-0456789-6'). The mask attaches when the box gets the focus
 * (every keyboard entry, a tap, a click, the context menu's paste focus it first), or at the first
 * `input` event without focus (a browser's autofill): the typed or filled text is then put through
 * the mask and reported through `onAccept`, as IMask reports an entry. Once attached it behaves as
 * react-imask's `IMaskInput`: `onAccept(value)` on every change the user makes (not when `value`
 * changes from outside), and a new `value` from outside (a reset, a restored draft) is set into the
 * mask. A new `mask` or `dispatch` detaches it (the next interaction attaches the new one).
 *
 * Not for an `unmask` field whose `value` is the raw digits (the box would show them unformatted
 * until focused): those keep `IMaskInput`.
 */
import { useEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { IMask } from 'react-imask';

/** IMask's options this component passes on. */
type MaskOptions = Parameters<typeof IMask>[1];
/** IMask's `mask` option: a pattern string or a list of masks (what the portal's fields use). */
type MaskOption = string | readonly { mask: string }[];

/** Props of {@link LazyMaskInput}: the input's own attributes, plus the mask's. */
export interface LazyMaskInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onInput'> {
  /** IMask's `mask`: a pattern ('000-0000', 0 = a digit) or a list of masks (with `dispatch`). */
  mask: MaskOption;
  /** IMask's `dispatch` for a list of masks (which one applies to the text typed). */
  dispatch?: unknown;
  /** IMask's `lazy` (default true: the placeholder characters show only as they are typed). */
  lazy?: boolean;
  /** The masked value shown. */
  value: string;
  /** Called with the masked value after each change the user makes. */
  onAccept: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

type AttachedMask = ReturnType<typeof IMask>;

/** See module documentation. */
export function LazyMaskInput({ mask, dispatch, lazy = true, value, onAccept, onFocus, ref, ...input }: LazyMaskInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const attached = useRef<AttachedMask | null>(null);
  /** True while `value` from outside is being set into the mask (IMask reports that as an entry too). */
  const settingFromOutside = useRef(false);
  const accept = useRef(onAccept);
  accept.current = onAccept;
  const options = useRef({ mask, dispatch, lazy });
  options.current = { mask, dispatch, lazy };

  const attach = (): AttachedMask | null => {
    if (attached.current || !element.current) return attached.current;
    const { mask: m, dispatch: d, lazy: l } = options.current;
    const created = IMask(element.current, { mask: m, lazy: l, ...(d ? { dispatch: d } : {}) } as MaskOptions);
    created.on('accept', () => {
      if (!settingFromOutside.current) accept.current(created.value);
    });
    attached.current = created;
    return created;
  };

  // A new mask: detach the old one; the next interaction attaches the new.
  useEffect(
    () => () => {
      attached.current?.destroy();
      attached.current = null;
    },
    [mask, dispatch, lazy],
  );
  // A value set from outside reaches the box (through the mask once it is attached).
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const current = attached.current;
    if (current) {
      if (current.value === value) return;
      settingFromOutside.current = true;
      try {
        current.value = value;
      } finally {
        settingFromOutside.current = false;
      }
    } else if (box.value !== value) box.value = value;
  }, [value]);

  return (
    <input
      {...input}
      ref={(node) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      defaultValue={value}
      onFocus={(event) => {
        attach();
        onFocus?.(event);
      }}
      onInput={(event) => {
        if (attached.current) return;
        // Text that arrived without the focus (autofill): through the mask, then reported.
        const typed = event.currentTarget.value;
        const created = attach();
        if (!created) return;
        settingFromOutside.current = true;
        try {
          created.value = typed;
        } finally {
          settingFromOutside.current = false;
        }
        if (created.value !== value) accept.current(created.value);
      }}
    />
  );
}
