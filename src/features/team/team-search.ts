// /settings/team's search params: the members list's page and search (loaded with the console's route
// definitions, so it names nothing but list-search helpers).
import * as v from 'valibot'
import { limitParam, searchParam, skipParam } from '@/app/ui/list-search.ts'

export const TeamSearchSchema = v.object({ skip: skipParam, limit: limitParam, search: searchParam })
export type TeamSearch = v.InferOutput<typeof TeamSearchSchema>
