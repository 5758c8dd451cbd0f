// Value-axis ticks, short enough for a phone's narrow axis: "RM 1.2K", "350", "1.5M".
const compact = new Intl.NumberFormat('en-MY', { notation: 'compact', maximumFractionDigits: 1 })

/** A count on the value axis. */
export const compactCount = (value: number): string => compact.format(value)

/** An amount in sen on the value axis, in ringgit. */
export const compactRinggit = (sen: number): string => `RM ${compact.format(sen / 100)}`
