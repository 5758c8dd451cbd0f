// One-of-several choices on the public pages, on native radio buttons (arrow keys, forms and screen readers
// work as the browser makes them), drawn with Chakra's radio-group, radio-card and segment-group recipes.
// The input stays in the page, visually hidden; its item carries data-state="checked" for the recipe.
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Grid, styled } from 'styled-system/jsx'
import { radioCard, radioGroup, radiomark, segmentGroup } from 'styled-system/recipes'

export interface ChoiceOption {
  value: string
  label: ReactNode
  disabled?: boolean | undefined
  testId?: string | undefined
}

interface ChoiceProps {
  /** The radios' shared name (a form's field name). */
  name: string
  value: string | undefined
  onChange: (value: string) => void
  options: readonly ChoiceOption[]
  disabled?: boolean | undefined
}

const hiddenInput = css({ srOnly: true })
const focusShown = css({
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '2px',
  },
})
const stateOf = (checked: boolean) => (checked ? 'checked' : 'unchecked')

function Radio({
  name,
  option,
  checked,
  disabled,
  onChange,
}: {
  name: string
  option: ChoiceOption
  checked: boolean
  disabled: boolean
  onChange: (value: string) => void
}) {
  return (
    <input
      type="radio"
      className={hiddenInput}
      name={name}
      value={option.value}
      checked={checked}
      disabled={disabled}
      onChange={() => onChange(option.value)}
    />
  )
}

/** A vertical list of radios, each with its label beside the mark. */
export function RadioList({
  name,
  value,
  onChange,
  options,
  disabled = false,
  label,
}: ChoiceProps & { label: string }) {
  const styles = radioGroup({})
  return (
    <styled.div role="radiogroup" aria-label={label} className={styles.root} gap="3" flexDirection="column">
      {options.map((option) => {
        const checked = option.value === value
        const off = disabled || Boolean(option.disabled)
        return (
          <label
            key={option.value}
            className={cx(styles.item, focusShown)}
            data-state={stateOf(checked)}
            data-disabled={off ? '' : undefined}
            data-testid={option.testId}
          >
            <Radio name={name} option={option} checked={checked} disabled={off} onChange={onChange} />
            <span
              className={cx(styles.itemControl, radiomark({}))}
              data-state={stateOf(checked)}
              aria-hidden="true"
            />
            <span className={styles.itemText}>{option.label}</span>
          </label>
        )
      })}
    </styled.div>
  )
}

/** Radio cards in a grid, under a visible heading (which names the group). */
export function RadioCards({
  name,
  value,
  onChange,
  options,
  disabled = false,
  heading,
  headingId,
}: ChoiceProps & { heading: ReactNode; headingId: string }) {
  const styles = radioCard({ size: 'sm' })
  return (
    <div role="radiogroup" aria-labelledby={headingId} className={styles.root}>
      {heading}
      <Grid columns={{ base: 2, sm: 3 }} gap="2" mt="2">
        {options.map((option) => {
          const checked = option.value === value
          const off = disabled || Boolean(option.disabled)
          return (
            <label
              key={option.value}
              className={cx(styles.item, focusShown)}
              data-state={stateOf(checked)}
              data-disabled={off ? '' : undefined}
              data-testid={option.testId}
            >
              <Radio name={name} option={option} checked={checked} disabled={off} onChange={onChange} />
              <span className={styles.itemControl}>
                <span className={styles.itemText}>{option.label}</span>
                <span
                  className={cx(styles.itemIndicator, radiomark({}))}
                  data-state={stateOf(checked)}
                  aria-hidden="true"
                />
              </span>
            </label>
          )
        })}
      </Grid>
    </div>
  )
}

/** A row of segments that fills its width: one of two or three ways to do the same thing. */
export function Segments({
  name,
  value,
  onChange,
  options,
  disabled = false,
  label,
}: ChoiceProps & { label: string }) {
  const styles = segmentGroup({})
  return (
    <styled.div role="radiogroup" aria-label={label} className={styles.root} width="full">
      {options.map((option) => {
        const checked = option.value === value
        const off = disabled || Boolean(option.disabled)
        return (
          <styled.label
            key={option.value}
            flex="1"
            className={cx(styles.item, focusShown)}
            data-state={stateOf(checked)}
            data-disabled={off ? '' : undefined}
            bg={checked ? 'bg' : undefined}
            shadow={checked ? 'sm' : undefined}
            borderRadius="l2"
          >
            <Radio name={name} option={option} checked={checked} disabled={off} onChange={onChange} />
            <span className={styles.itemText}>{option.label}</span>
          </styled.label>
        )
      })}
    </styled.div>
  )
}
