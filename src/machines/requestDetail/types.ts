/**
 * Shapes shared by the request-detail statecharts and their views (spec 001 §2.5 Request detail page,
 * §3 Request detail response; contract Q1, §3.1).
 *
 * - {@link RequestDetail}: the GET /requests/{id}?citizenId answer (operationId getRequest), as the
 *   generated contract types declare it. Every tab chart takes the fresh answer as input, so its
 *   guards decide from the same facts the page shows.
 * - {@link RequestViewer}: the signed-in person looking at the request (the session's user).
 * - {@link RequestTabProps}: what the detail page hands each tab view.
 */
import type { SchemaRequestDetail } from '../../api/generated/admin';

/** The GET /requests/{id} answer: `request`, `data`, `requiredActions`, `priceRequest`, `direction`. */
export type RequestDetail = SchemaRequestDetail;

/** The signed-in person looking at a request. */
export interface RequestViewer {
  /** Citizen id, 11 digits without dashes (or the RNC of a company account). */
  citizenId: string;
  /** First name(s) (`name`); a claim sends it as `citizen_name` (contract Q5). */
  name: string;
  firstLastName: string;
  secondLastName: string;
}

/** Props of every tab view of the request detail page. */
export interface RequestTabProps {
  /** The current detail (re-read after every completed action). */
  detail: RequestDetail;
  viewer: RequestViewer;
  /**
   * Called when the tab completed something that changes the request (a message sent, a voucher
   * sent, a required action completed): the page re-reads the detail (spec 001 §2.5, §4 "reload
   * after every completed action").
   */
  onChanged: () => void;
}
