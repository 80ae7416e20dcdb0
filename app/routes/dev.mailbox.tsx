// Under construction in this branch: answers 404 until its part lands.
import { notFound } from '~/ui/http'

export function loader() {
  throw notFound()
}

export default function Pending() {
  return null
}
