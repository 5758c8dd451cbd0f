// A button that copies a value (a link, a secret, an account number), confirmed by clipboard.ts's toast.
import { Button, type ButtonProps } from '@chakra-ui/react'
import { copyToClipboard } from './clipboard.ts'

interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'onClick'> {
  value: string
  /** The toast's sentence once it is copied: "Payment link copied". */
  copied: string
}

export function CopyButton({ value, copied, ...button }: CopyButtonProps) {
  return <Button onClick={() => void copyToClipboard(value, copied)} {...button} />
}
