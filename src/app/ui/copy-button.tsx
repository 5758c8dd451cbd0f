// A button that copies a value (a link, a secret, an account number), confirmed by clipboard.ts's toast.
import { Button, type ButtonProps } from '@chakra-ui/react'
import { copyToClipboard } from './clipboard.ts'

interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'onClick'> {
  value: string
  /** What is copied, as the toast says it: "Payment link copied". */
  what: string
}

export function CopyButton({ value, what, ...button }: CopyButtonProps) {
  return <Button onClick={() => void copyToClipboard(value, what)} {...button} />
}
