// The public pages' buttons and links: Chakra's button recipe on a native <button>, with Chakra's loading
// behaviour (disabled, a spinner in place of or before the label).
import type { ComponentProps, ReactNode } from 'react'
import { styled } from 'styled-system/jsx'
import { button, link } from 'styled-system/recipes'
import { Spinner } from './text.tsx'

const StyledButton = styled('button', button)

export interface ButtonProps extends ComponentProps<typeof StyledButton> {
  loading?: boolean | undefined
  /** Shown beside the spinner while loading; without it the label stays, hidden, to keep the width. */
  loadingText?: ReactNode
}

export function Button({ loading, loadingText, children, disabled, ...props }: ButtonProps) {
  return (
    <StyledButton
      type="button"
      {...props}
      data-loading={loading ? '' : undefined}
      disabled={Boolean(loading) || disabled}
    >
      {!loading ? (
        children
      ) : loadingText ? (
        <>
          <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
          {loadingText}
        </>
      ) : (
        <>
          <styled.span position="absolute" display="inline-flex" insetInline="0" justifyContent="center">
            <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
          </styled.span>
          <styled.span visibility="hidden" display="contents">
            {children}
          </styled.span>
        </>
      )}
    </StyledButton>
  )
}

/** A button whose only content is its icon: its name is its `aria-label`. */
export function IconButton(props: ButtonProps & { 'aria-label': string }) {
  return <Button px="0" {...props} />
}

export const Link = styled('a', link)
