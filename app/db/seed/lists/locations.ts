/**
 * Where the demo chain's dispensaries are. Towns, ZIP codes, coordinates, area codes and time
 * zones are real; street numbers, the stores and everything said about them are fictional.
 */
export type MenuPlan = 'both' | 'recreational' | 'medical' | 'coming-soon'

export type Town = {
  state: string
  town: string
  zip: string
  lat: number
  lng: number
  areaCode: string
  timeZone: string
  street: string
}

export type DemoLocation = Town & {
  menus: MenuPlan
  /** Completes "Northmeadow <Town> …": where the store is. */
  setting: string
  parking: string
  delivery?: boolean
  lounge?: boolean
  chat?: boolean
  /** The dispensary-level 'disable reviews' rule (000 §6): its product pages show no reviews. */
  reviewsDisabled?: boolean
}

const CHICAGO = 'America/Chicago'
const NEW_YORK = 'America/New_York'
const DETROIT = 'America/Detroit'
const LOS_ANGELES = 'America/Los_Angeles'

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  {
    state: 'IL', town: 'Lake in the Hills', zip: '60156', lat: 42.1817, lng: -88.3306, areaCode: '847', timeZone: CHICAGO,
    street: '1450 Randall Rd', menus: 'both', delivery: true, chat: true,
    setting: 'is on the Randall Road shopping corridor, a short drive from Route 31 and the Fox River trails',
    parking: 'Parking is free in the shared lot, and four bays by the door are kept for online pickup.',
  },
  {
    state: 'IL', town: 'Naperville', zip: '60563', lat: 41.779, lng: -88.1305, areaCode: '630', timeZone: CHICAGO,
    street: '1200 E Ogden Ave', menus: 'recreational', chat: true,
    setting: 'sits on Ogden Avenue, ten minutes from the Riverwalk and the downtown Metra station',
    parking: 'A private lot wraps around the building, with an accessible entrance at the side door.',
  },
  {
    state: 'IL', town: 'Chicago', zip: '60622', lat: 41.9088, lng: -87.6777, areaCode: '773', timeZone: CHICAGO,
    street: '1528 N Milwaukee Ave', menus: 'recreational', delivery: true,
    setting: 'is in Wicker Park, half a block from the Damen Blue Line stop',
    parking: 'Street parking is metered, so most shoppers come by train or bike; there are racks right outside.',
  },
  {
    state: 'IL', town: 'Peoria', zip: '61614', lat: 40.7475, lng: -89.599, areaCode: '309', timeZone: CHICAGO,
    street: '4125 N Knoxville Ave', menus: 'both',
    setting: 'is on North Knoxville Avenue, across from the Northwoods shopping area',
    parking: 'The lot out front is free, and medical patients have two reserved spaces near the entrance.',
  },
  {
    state: 'IL', town: 'Champaign', zip: '61820', lat: 40.1105, lng: -88.2437, areaCode: '217', timeZone: CHICAGO,
    street: '610 S Neil St', menus: 'recreational', chat: true,
    setting: 'is on Neil Street between downtown Champaign and the university campus',
    parking: 'Customers can use the free two-hour lot behind the store or the Hill Street garage.',
  },
  {
    state: 'OH', town: 'Columbus', zip: '43215', lat: 39.979, lng: -83.0035, areaCode: '614', timeZone: NEW_YORK,
    street: '908 N High St', menus: 'both', delivery: true, chat: true,
    setting: 'is in the Short North Arts District, a few doors from the Greater Columbus Convention Center end of High Street',
    parking: 'Metered street parking and the Pearl Street garage are both a two-minute walk away.',
  },
  {
    state: 'OH', town: 'Cleveland', zip: '44113', lat: 41.483, lng: -81.7045, areaCode: '216', timeZone: NEW_YORK,
    street: '2817 Lorain Ave', menus: 'both',
    setting: 'is in Ohio City, around the corner from the West Side Market',
    parking: 'A small lot beside the building is free for customers, with more parking on Lorain Avenue.',
  },
  {
    state: 'OH', town: 'Cincinnati', zip: '45202', lat: 39.109, lng: -84.5155, areaCode: '513', timeZone: NEW_YORK,
    street: '1320 Vine St', menus: 'recreational', chat: true,
    setting: 'is in Over-the-Rhine, a short walk from Washington Park and the Findlay Market streetcar stop',
    parking: 'The Washington Park garage is the easiest place to park; the streetcar stops a block away.',
  },
  {
    state: 'OH', town: 'Toledo', zip: '43604', lat: 41.6555, lng: -83.537, areaCode: '419', timeZone: NEW_YORK,
    street: '520 Adams St', menus: 'recreational',
    setting: 'is in the Warehouse District, near Fifth Third Field',
    parking: 'Free parking is available in the lot next door except on Mud Hens game nights.',
  },
  {
    state: 'PA', town: 'Philadelphia', zip: '19107', lat: 39.9487, lng: -75.161, areaCode: '215', timeZone: NEW_YORK,
    street: '1214 Walnut St', menus: 'medical', chat: true,
    setting: 'is in Center City on Walnut Street, a few blocks from the Jefferson Station concourse',
    parking: 'Patients can use the validated garage on Sansom Street; the 12th Street trolley stop is close by.',
  },
  {
    state: 'PA', town: 'Pittsburgh', zip: '15222', lat: 40.4512, lng: -79.986, areaCode: '412', timeZone: NEW_YORK,
    street: '1600 Penn Ave', menus: 'both',
    setting: 'is in the Strip District, between the produce stands on Penn Avenue and the Allegheny riverfront',
    parking: 'Customers park free for thirty minutes in the lot on Smallman Street.',
  },
  {
    state: 'PA', town: 'Lancaster', zip: '17602', lat: 40.0382, lng: -76.3045, areaCode: '717', timeZone: NEW_YORK,
    street: '28 E King St', menus: 'medical', reviewsDisabled: true,
    setting: 'is on East King Street, steps from Penn Square and the Central Market',
    parking: 'The Duke Street garage is a block away, and there is a drop-off space right at the door.',
  },
  {
    state: 'NJ', town: 'Montclair', zip: '07042', lat: 40.8136, lng: -74.2155, areaCode: '973', timeZone: NEW_YORK,
    street: '512 Bloomfield Ave', menus: 'both', delivery: true, chat: true,
    setting: 'is on Bloomfield Avenue in downtown Montclair, near the Wellmont Theater',
    parking: 'There is a customer lot behind the store, entered from Seymour Street.',
  },
  {
    state: 'NJ', town: 'New Brunswick', zip: '08901', lat: 40.495, lng: -74.444, areaCode: '732', timeZone: NEW_YORK,
    street: '98 Albany St', menus: 'recreational',
    setting: 'is on Albany Street, a short walk from the New Brunswick train station and the Rutgers College Avenue campus',
    parking: 'The Morris Street deck is next door, and the first hour is validated at the counter.',
  },
  {
    state: 'NJ', town: 'Cherry Hill', zip: '08002', lat: 39.9295, lng: -75.029, areaCode: '856', timeZone: NEW_YORK,
    street: '2049 Route 70 W', menus: 'both', chat: true,
    setting: 'is on Route 70 West, five minutes from the Cherry Hill Mall and the PATCO line',
    parking: 'A large free lot surrounds the building, with covered pickup bays on the east side.',
  },
  {
    state: 'MA', town: 'Worcester', zip: '01608', lat: 42.264, lng: -71.793, areaCode: '508', timeZone: NEW_YORK,
    street: '120 Shrewsbury St', menus: 'both',
    setting: "is on Shrewsbury Street's restaurant row, a few minutes from Union Station",
    parking: 'Customers have a free lot at the back of the building and metered spaces out front.',
  },
  {
    state: 'MA', town: 'Salem', zip: '01970', lat: 42.517, lng: -70.893, areaCode: '978', timeZone: NEW_YORK,
    street: '72 Lafayette St', menus: 'recreational', chat: true,
    setting: 'is on Lafayette Street, a short walk from Salem Common and the harbour',
    parking: 'The South Harbor garage is closest; expect it to fill up on October weekends.',
  },
  {
    state: 'MA', town: 'Northampton', zip: '01060', lat: 42.319, lng: -72.632, areaCode: '413', timeZone: NEW_YORK,
    street: '158 Main St', menus: 'recreational',
    setting: 'is on Main Street in downtown Northampton, between the Academy of Music and Pulaski Park',
    parking: 'The Roundhouse lot behind Main Street is a two-minute walk and has hourly parking.',
  },
  {
    state: 'FL', town: 'Tampa', zip: '33605', lat: 27.96, lng: -82.443, areaCode: '813', timeZone: NEW_YORK,
    street: '1415 E 7th Ave', menus: 'medical', delivery: true, chat: true,
    setting: 'is on Seventh Avenue in Ybor City, close to the TECO streetcar',
    parking: 'Patients can park in the Centro Ybor garage, and a short-term pickup space sits by the entrance.',
  },
  {
    state: 'FL', town: 'Orlando', zip: '32803', lat: 28.553, lng: -81.35, areaCode: '407', timeZone: NEW_YORK,
    street: '2830 E Colonial Dr', menus: 'medical', delivery: true,
    setting: 'is on East Colonial Drive in the Mills 50 neighbourhood',
    parking: 'A free lot in front of the store has shaded spaces and a drive-up pickup window.',
  },
  {
    state: 'FL', town: 'Gainesville', zip: '32601', lat: 29.652, lng: -82.337, areaCode: '352', timeZone: NEW_YORK,
    street: '1120 W University Ave', menus: 'medical', chat: true,
    setting: 'is on West University Avenue, across from the University of Florida campus',
    parking: 'Free patient parking is behind the building, reached from NW 12th Street.',
  },
  {
    state: 'MI', town: 'Ann Arbor', zip: '48104', lat: 42.268, lng: -83.735, areaCode: '734', timeZone: DETROIT,
    street: '1350 Packard St', menus: 'both', chat: true,
    setting: 'is on Packard Street, between downtown Ann Arbor and the Eastern Michigan campus side of town',
    parking: 'There is a free customer lot on the side street and a bike corral by the door.',
  },
  {
    state: 'MI', town: 'Kalamazoo', zip: '49007', lat: 42.292, lng: -85.577, areaCode: '269', timeZone: DETROIT,
    street: '410 E Michigan Ave', menus: 'coming-soon',
    setting: 'will be on East Michigan Avenue, at the edge of downtown Kalamazoo near the Arcadia Creek festival site',
    parking: 'A customer lot behind the building is being repaved for opening day.',
  },
  {
    state: 'MN', town: 'Minneapolis', zip: '55408', lat: 44.948, lng: -93.298, areaCode: '612', timeZone: CHICAGO,
    street: '2910 Hennepin Ave', menus: 'both', delivery: true,
    setting: 'is in Uptown on Hennepin Avenue, a few blocks from Bde Maka Ska',
    parking: 'The store validates parking in the Calhoun Square ramp, and the 6 bus stops outside.',
  },
  {
    state: 'MN', town: 'Duluth', zip: '55802', lat: 46.782, lng: -92.094, areaCode: '218', timeZone: CHICAGO,
    street: '301 Canal Park Dr', menus: 'recreational', chat: true,
    setting: 'is in Canal Park, near the Aerial Lift Bridge and the Lakewalk',
    parking: 'Paid lots line Canal Park Drive; in winter the store keeps its own four spaces cleared.',
  },
  {
    state: 'NV', town: 'Las Vegas', zip: '89109', lat: 36.133, lng: -115.172, areaCode: '702', timeZone: LOS_ANGELES,
    street: '3230 Industrial Rd', menus: 'recreational', delivery: true, lounge: true, chat: true,
    setting: 'is on Industrial Road, one block west of the Strip, with a licensed consumption lounge upstairs',
    parking: 'The private lot is free and open around the clock; rideshare drop-off is at the north door.',
  },
  {
    state: 'NV', town: 'Reno', zip: '89502', lat: 39.513, lng: -119.808, areaCode: '775', timeZone: LOS_ANGELES,
    street: '1190 S Virginia St', menus: 'recreational',
    setting: 'is in Midtown Reno on South Virginia Street, among the murals and cafés',
    parking: 'Street parking is free after 6 pm, and there is a small lot behind the store.',
  },
  {
    state: 'MD', town: 'Baltimore', zip: '21231', lat: 39.282, lng: -76.592, areaCode: '410', timeZone: NEW_YORK,
    street: '1625 Thames St', menus: 'both', chat: true,
    setting: 'is in Fells Point on Thames Street, by the water taxi landing',
    parking: 'The Caroline Street garage is closest, and the water taxi stops a block away.',
  },
  {
    state: 'MD', town: 'Frederick', zip: '21701', lat: 39.418, lng: -77.41, areaCode: '301', timeZone: NEW_YORK,
    street: '228 N Market St', menus: 'medical',
    setting: 'is on North Market Street in historic downtown Frederick, near Carroll Creek Park',
    parking: 'Patients park in the Church Street garage, a two-minute walk away.',
  },
  {
    state: 'VA', town: 'Richmond', zip: '23220', lat: 37.558, lng: -77.458, areaCode: '804', timeZone: NEW_YORK,
    street: '2120 W Broad St', menus: 'medical', chat: true,
    setting: 'is on West Broad Street in the Scott’s Addition area, close to the Pulse bus line',
    parking: 'A free patient lot is on the Hermitage Road side of the building.',
  },
  {
    state: 'VA', town: 'Norfolk', zip: '23510', lat: 36.85, lng: -76.29, areaCode: '757', timeZone: NEW_YORK,
    street: '340 Granby St', menus: 'medical',
    setting: 'is on Granby Street in downtown Norfolk, near the MacArthur Square light-rail stop',
    parking: 'Patients can use the city garage on Bank Street; the first thirty minutes are validated.',
  },
  {
    state: 'NY', town: 'Buffalo', zip: '14222', lat: 42.932, lng: -78.877, areaCode: '716', timeZone: NEW_YORK,
    street: '1155 Elmwood Ave', menus: 'recreational', chat: true,
    setting: 'is on Elmwood Avenue, a short walk from the Buffalo AKG Art Museum and Delaware Park',
    parking: 'Street parking is free on Elmwood, and the side street has two-hour spaces.',
  },
  {
    state: 'NY', town: 'Albany', zip: '12207', lat: 42.652, lng: -73.753, areaCode: '518', timeZone: NEW_YORK,
    street: '74 N Pearl St', menus: 'coming-soon',
    setting: 'will be on North Pearl Street in downtown Albany, near the Palace Theatre',
    parking: 'The Columbia Street garage is a block away.',
  },
  {
    state: 'RI', town: 'Providence', zip: '02903', lat: 41.823, lng: -71.412, areaCode: '401', timeZone: NEW_YORK,
    street: '250 Westminster St', menus: 'recreational', chat: true,
    setting: 'is on Westminster Street in downtown Providence, near Kennedy Plaza',
    parking: 'The Weybosset Street garage is around the corner, and most RIPTA routes stop at Kennedy Plaza.',
  },
  {
    state: 'CT', town: 'New Haven', zip: '06511', lat: 41.307, lng: -72.931, areaCode: '203', timeZone: NEW_YORK,
    street: '1060 Chapel St', menus: 'both',
    setting: 'is on Chapel Street, between the Yale art galleries and the Ninth Square',
    parking: 'The Crown Street garage is closest; metered spaces line Chapel Street.',
  },
  {
    state: 'CT', town: 'Stamford', zip: '06901', lat: 41.0534, lng: -73.5387, areaCode: '203', timeZone: NEW_YORK,
    street: '101 Atlantic St', menus: 'coming-soon',
    setting: 'will be on Atlantic Street in downtown Stamford, a few minutes from the train station',
    parking: 'Customers will be able to use the Bedford Street garage across the road.',
  },
]

/**
 * More real towns, used only when a benchmark asks for more stores than the demo chain has. Past
 * these the seed adds numbered second locations in the demo towns.
 */
export const EXTRA_TOWNS: readonly Town[] = [
  { state: 'IL', town: 'Aurora', zip: '60505', lat: 41.7606, lng: -88.3201, areaCode: '630', timeZone: CHICAGO, street: '301 N Lake St' },
  { state: 'IL', town: 'Schaumburg', zip: '60173', lat: 42.0334, lng: -88.0834, areaCode: '847', timeZone: CHICAGO, street: '1701 E Woodfield Rd' },
  { state: 'IL', town: 'Bloomington', zip: '61701', lat: 40.4842, lng: -88.9937, areaCode: '309', timeZone: CHICAGO, street: '212 N Center St' },
  { state: 'IL', town: 'Springfield', zip: '62701', lat: 39.7817, lng: -89.6501, areaCode: '217', timeZone: CHICAGO, street: '515 E Adams St' },
  { state: 'IL', town: 'Joliet', zip: '60432', lat: 41.525, lng: -88.0817, areaCode: '815', timeZone: CHICAGO, street: '1240 Plainfield Rd' },
  { state: 'OH', town: 'Dayton', zip: '45402', lat: 39.7589, lng: -84.1916, areaCode: '937', timeZone: NEW_YORK, street: '118 E Third St' },
  { state: 'OH', town: 'Akron', zip: '44308', lat: 41.0814, lng: -81.519, areaCode: '330', timeZone: NEW_YORK, street: '76 S Main St' },
  { state: 'OH', town: 'Athens', zip: '45701', lat: 39.3292, lng: -82.1013, areaCode: '740', timeZone: NEW_YORK, street: '33 N Court St' },
  { state: 'OH', town: 'Mansfield', zip: '44902', lat: 40.7584, lng: -82.5154, areaCode: '419', timeZone: NEW_YORK, street: '140 N Main St' },
  { state: 'PA', town: 'Allentown', zip: '18101', lat: 40.6084, lng: -75.4902, areaCode: '610', timeZone: NEW_YORK, street: '725 W Hamilton St' },
  { state: 'PA', town: 'Harrisburg', zip: '17101', lat: 40.2732, lng: -76.8867, areaCode: '717', timeZone: NEW_YORK, street: '310 Market St' },
  { state: 'PA', town: 'State College', zip: '16801', lat: 40.7934, lng: -77.86, areaCode: '814', timeZone: NEW_YORK, street: '218 E College Ave' },
  { state: 'PA', town: 'Scranton', zip: '18503', lat: 41.409, lng: -75.6624, areaCode: '570', timeZone: NEW_YORK, street: '415 Spruce St' },
  { state: 'NJ', town: 'Morristown', zip: '07960', lat: 40.7968, lng: -74.4815, areaCode: '973', timeZone: NEW_YORK, street: '58 South St' },
  { state: 'NJ', town: 'Toms River', zip: '08753', lat: 39.9537, lng: -74.1979, areaCode: '732', timeZone: NEW_YORK, street: '1350 Hooper Ave' },
  { state: 'NJ', town: 'Princeton', zip: '08540', lat: 40.3573, lng: -74.6672, areaCode: '609', timeZone: NEW_YORK, street: '182 Nassau St' },
  { state: 'MA', town: 'Springfield', zip: '01103', lat: 42.1015, lng: -72.5898, areaCode: '413', timeZone: NEW_YORK, street: '1350 Main St' },
  { state: 'MA', town: 'Lowell', zip: '01852', lat: 42.6334, lng: -71.3162, areaCode: '978', timeZone: NEW_YORK, street: '144 Merrimack St' },
  { state: 'MA', town: 'Framingham', zip: '01702', lat: 42.2793, lng: -71.4162, areaCode: '508', timeZone: NEW_YORK, street: '620 Worcester Rd' },
  { state: 'MA', town: 'Plymouth', zip: '02360', lat: 41.9584, lng: -70.6673, areaCode: '508', timeZone: NEW_YORK, street: '42 Court St' },
  { state: 'FL', town: 'St. Petersburg', zip: '33701', lat: 27.7676, lng: -82.6403, areaCode: '727', timeZone: NEW_YORK, street: '560 Central Ave' },
  { state: 'FL', town: 'Jacksonville', zip: '32202', lat: 30.3322, lng: -81.6557, areaCode: '904', timeZone: NEW_YORK, street: '230 E Bay St' },
  { state: 'FL', town: 'Fort Lauderdale', zip: '33301', lat: 26.1224, lng: -80.1373, areaCode: '954', timeZone: NEW_YORK, street: '612 E Las Olas Blvd' },
  { state: 'FL', town: 'Sarasota', zip: '34236', lat: 27.3364, lng: -82.5307, areaCode: '941', timeZone: NEW_YORK, street: '1420 Main St' },
  { state: 'MI', town: 'Grand Rapids', zip: '49503', lat: 42.9634, lng: -85.6681, areaCode: '616', timeZone: DETROIT, street: '48 Division Ave S' },
  { state: 'MI', town: 'Lansing', zip: '48933', lat: 42.7325, lng: -84.5555, areaCode: '517', timeZone: DETROIT, street: '316 S Washington Sq' },
  { state: 'MI', town: 'Traverse City', zip: '49684', lat: 44.7631, lng: -85.6206, areaCode: '231', timeZone: DETROIT, street: '225 E Front St' },
  { state: 'MN', town: 'St. Paul', zip: '55102', lat: 44.9537, lng: -93.09, areaCode: '651', timeZone: CHICAGO, street: '402 Selby Ave' },
  { state: 'MN', town: 'Rochester', zip: '55902', lat: 44.0121, lng: -92.4802, areaCode: '507', timeZone: CHICAGO, street: '125 Broadway Ave S' },
  { state: 'MN', town: 'St. Cloud', zip: '56301', lat: 45.5579, lng: -94.1632, areaCode: '320', timeZone: CHICAGO, street: '710 W St Germain St' },
  { state: 'NV', town: 'Henderson', zip: '89014', lat: 36.0395, lng: -114.9817, areaCode: '702', timeZone: LOS_ANGELES, street: '1451 W Sunset Rd' },
  { state: 'NV', town: 'Carson City', zip: '89701', lat: 39.1638, lng: -119.7674, areaCode: '775', timeZone: LOS_ANGELES, street: '308 N Carson St' },
  { state: 'NV', town: 'Sparks', zip: '89431', lat: 39.5349, lng: -119.7527, areaCode: '775', timeZone: LOS_ANGELES, street: '1020 Victorian Ave' },
  { state: 'MD', town: 'Annapolis', zip: '21401', lat: 38.9784, lng: -76.4922, areaCode: '410', timeZone: NEW_YORK, street: '145 West St' },
  { state: 'MD', town: 'Columbia', zip: '21044', lat: 39.2037, lng: -76.861, areaCode: '410', timeZone: NEW_YORK, street: '10221 Wincopin Cir' },
  { state: 'MD', town: 'Hagerstown', zip: '21740', lat: 39.6418, lng: -77.72, areaCode: '301', timeZone: NEW_YORK, street: '88 W Washington St' },
  { state: 'VA', town: 'Charlottesville', zip: '22902', lat: 38.0293, lng: -78.4767, areaCode: '434', timeZone: NEW_YORK, street: '415 E Main St' },
  { state: 'VA', town: 'Roanoke', zip: '24011', lat: 37.271, lng: -79.9414, areaCode: '540', timeZone: NEW_YORK, street: '25 Campbell Ave SE' },
  { state: 'VA', town: 'Fairfax', zip: '22030', lat: 38.8462, lng: -77.3064, areaCode: '703', timeZone: NEW_YORK, street: '10560 Main St' },
  { state: 'NY', town: 'Rochester', zip: '14604', lat: 43.1566, lng: -77.6088, areaCode: '585', timeZone: NEW_YORK, street: '240 East Ave' },
  { state: 'NY', town: 'Syracuse', zip: '13202', lat: 43.0481, lng: -76.1474, areaCode: '315', timeZone: NEW_YORK, street: '315 S Salina St' },
  { state: 'NY', town: 'Ithaca', zip: '14850', lat: 42.444, lng: -76.5019, areaCode: '607', timeZone: NEW_YORK, street: '122 The Commons' },
  { state: 'NY', town: 'Brooklyn', zip: '11201', lat: 40.6943, lng: -73.9903, areaCode: '718', timeZone: NEW_YORK, street: '188 Montague St' },
  { state: 'RI', town: 'Warwick', zip: '02886', lat: 41.7001, lng: -71.4162, areaCode: '401', timeZone: NEW_YORK, street: '1500 Post Rd' },
  { state: 'RI', town: 'Newport', zip: '02840', lat: 41.4901, lng: -71.3128, areaCode: '401', timeZone: NEW_YORK, street: '96 Broadway' },
  { state: 'CT', town: 'Hartford', zip: '06103', lat: 41.7658, lng: -72.6734, areaCode: '860', timeZone: NEW_YORK, street: '180 Asylum St' },
  { state: 'CT', town: 'Norwalk', zip: '06851', lat: 41.1177, lng: -73.4082, areaCode: '203', timeZone: NEW_YORK, street: '95 Washington St' },
  { state: 'CT', town: 'Middletown', zip: '06457', lat: 41.5623, lng: -72.6506, areaCode: '860', timeZone: NEW_YORK, street: '410 Main St' },
]

/** Which menus a state's stores usually have in this fictional chain (used for added locations). */
export const STATE_MENU_PLANS: Record<string, readonly MenuPlan[]> = {
  IL: ['both', 'recreational'],
  OH: ['both', 'recreational'],
  PA: ['medical', 'medical', 'both'],
  NJ: ['both', 'recreational'],
  MA: ['recreational', 'both'],
  FL: ['medical'],
  MI: ['recreational', 'both'],
  MN: ['both', 'recreational'],
  NV: ['recreational'],
  MD: ['both', 'medical'],
  VA: ['medical'],
  NY: ['recreational'],
  RI: ['recreational', 'both'],
  CT: ['both', 'recreational'],
}
