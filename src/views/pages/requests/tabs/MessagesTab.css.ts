/**
 * 'Mensajes' tab (spec 001 §2.5 Messages tab): a chat thread, the institution's bubbles on the start
 * side in the brand tint, the citizen's on the end side; the reply form under the latest message.
 * Mobile first: bubbles take up to 85 % of the width at 320 px, long words wrap.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { mediaQueries } from '../../../../styles/breakpoints';

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const thread = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

const bubbleBase = style({
  maxWidth: '85%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': { [mediaQueries.desktop]: { maxWidth: '70%' } },
});

/** Bubble by author: the institution (user_id 2) or the citizen. */
export const bubble = styleVariants({
  institution: [bubbleBase, { alignSelf: 'flex-start', background: vars.color.brandSubtle, borderEndStartRadius: vars.radius.sm }],
  citizen: [
    bubbleBase,
    { alignSelf: 'flex-end', background: vars.color.surfaceAlt, border: `1px solid ${vars.color.border}`, borderEndEndRadius: vars.radius.sm },
  ],
});

export const author = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, color: vars.color.brand });

/** The message as plain text: line breaks kept, long words and URLs wrapped. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const date = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'stretch' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
