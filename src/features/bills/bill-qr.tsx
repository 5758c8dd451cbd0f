// A QR code of the bill's payment link, for a payer standing at the counter with a phone.
import { useEffect, useState } from 'react'
import { Box, Image, Skeleton } from '@chakra-ui/react'
import QRCode from 'qrcode'
import { t } from '@/i18n/i18n.ts'

const SIZE = 200

export function BillQr({ link, invoiceNo }: { link: string; invoiceNo: string }) {
  const [qr, setQr] = useState<{ link: string; src: string } | null>(null)
  useEffect(() => {
    let current = true
    QRCode.toDataURL(link, { margin: 1, width: SIZE, errorCorrectionLevel: 'M' })
      .then((src) => {
        if (current) setQr({ link, src })
      })
      // No QR code is no loss: the link and its copy button stay.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [link])

  return (
    <Box bg="white" p="2" rounded="md" borderWidth="1px" width="fit-content">
      {qr?.link === link ? (
        <Image
          src={qr.src}
          alt={t('QR code of the payment link of bill {invoice}', { invoice: invoiceNo })}
          width={SIZE}
          height={SIZE}
        />
      ) : (
        <Skeleton width={`${SIZE}px`} height={`${SIZE}px`} />
      )}
    </Box>
  )
}
